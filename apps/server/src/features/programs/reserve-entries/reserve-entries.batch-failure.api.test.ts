/**
 * One booking must never fail the others. Bookings that arrive together are written
 * by one statement (booking-queue.ts); when that statement fails, each booking is answered on its
 * own: the bad one gets its 4xx, the others are booked. Every request goes through the real HTTP
 * app at the same time (Promise.all over app.inject), so they share batches.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { programInstances, reserveEntries } from '../../../db/schema';
import {
  type Bookable,
  bookableProgram,
  bulkMembersWithTokens,
  insertBody,
} from './reserve-entries.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Sends 20 bookings at once, the one at `poisonedAt` changed by `poison`; answers in order. */
async function twentyTogether(
  b: Bookable,
  tag: string,
  poisonedAt: number,
  poison: (body: ReturnType<typeof insertBody>) => Record<string, unknown>,
) {
  const members = await bulkMembersWithTokens(t, 20, tag);
  const responses = await Promise.all(
    members.map((m, index) => {
      const body = insertBody(b, m.userIdx);
      return t.app.inject({
        method: 'POST',
        url: '/api/reserveentry/insert',
        headers: m.headers,
        payload: index === poisonedAt ? poison(body) : body,
      });
    }),
  );
  return { members, responses };
}

async function entriesOf(b: Bookable) {
  return t.db
    .select({ userIdx: reserveEntries.userIdx, name: reserveEntries.name })
    .from(reserveEntries)
    .where(eq(reserveEntries.programIdx, b.program.programIdx));
}

async function reservedCount(b: Bookable) {
  const [row] = await t.db
    .select({ reservedCount: programInstances.reservedCount })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, b.instance.programInstanceIdx));
  return row?.reservedCount;
}

describe('POST /api/reserveentry/insert: one poisoned booking among 20 sent together', () => {
  it('a name holding U+0000: 19 bookings go through, the poisoned one gets a clean 400 envelope', async () => {
    const b = await bookableProgram(t, { capacity: 50 });
    const { members, responses } = await twentyTogether(b, 'nul-name', 7, (body) => ({
      ...body,
      name: '김\u0000하늘',
    }));

    expect(responses.map((r) => r.statusCode)).toEqual(
      members.map((_, index) => (index === 7 ? 400 : 200)),
    );
    const refused = responses[7]?.json();
    expect(refused).toMatchObject({
      success: false,
      resultCode: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(refused.message).toMatch(/[가-힣]/);
    const entries = await entriesOf(b);
    expect(entries).toHaveLength(19);
    expect(entries.map((e) => e.userIdx)).not.toContain(members[7]?.userIdx);
    expect(await reservedCount(b)).toBe(19);
  });

  it('an answer the contract accepts but the statement cannot store (a lone surrogate): 19 booked, one clean 400', async () => {
    const b = await bookableProgram(t, { capacity: 50 });
    const text = b.questions.text;
    if (!text) throw new Error('the bookable program has a DESCRIPTIVE question');
    const { members, responses } = await twentyTogether(b, 'surrogate', 12, (body) => ({
      ...body,
      questionList: [
        ...(body.questionList as object[]),
        // Valid text to zod (no control character, 7 characters), but not Unicode: PostgreSQL
        // refuses it inside the batch's JSON payload, failing the whole statement.
        { programQuestionIdx: text.programQuestionIdx, answer: '잘 부탁\ud800해요' },
      ],
    }));

    expect(responses.map((r) => r.statusCode)).toEqual(
      members.map((_, index) => (index === 12 ? 400 : 200)),
    );
    expect(responses[12]?.json()).toEqual({
      success: false,
      resultCode: 400,
      errorCode: 'VALIDATION_FAILED',
      message: '입력값을 다시 확인해 주세요.',
    });
    const entries = await entriesOf(b);
    expect(entries).toHaveLength(19);
    expect(entries.map((e) => e.userIdx)).not.toContain(members[12]?.userIdx);
    expect(await reservedCount(b)).toBe(19);
  });
});
