/**
 * Terms versions (decision 028): the console's drafts and publication with their
 * roles and audit rows, the version in force for visitors, and members agreeing again to a new
 * required version before they can reserve.
 */
import { addDays, seoulToday } from '@venue/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCurrentTerms, post, signUpWith } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, consentRecords, terms, users } from '../../../db/schema';
import {
  bookableProgram,
  insertBody,
} from '../../programs/reserve-entries/reserve-entries.test-fixtures';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const today = () => seoulToday(new Date());

async function loginAs(role: 'ADMIN' | 'EDITOR' | 'STAFF') {
  const operator = await createOperator(t.db, { role });
  return { cookie: await staffLogin(t.app, operator.loginId, operator.password), operator };
}

const staff = (url: string, cookie: string, payload: object = {}) =>
  postJson(t.app, url, payload, { cookie });

const draftBody = (overrides: object = {}) => ({
  termsCode: 'TOS001',
  termsName: '서비스 이용약관',
  termsDescription: '<h3>제1조 (목적)</h3><p>개정된 약관입니다.</p><script>alert(1)</script>',
  requiredYn: 'Y',
  effectiveDate: today(),
  ...overrides,
});

/** Drafts a new version of TOS001 (or `overrides.termsCode`) and publishes it; answers it. */
async function publishNewVersion(overrides: object = {}) {
  const admin = await loginAs('ADMIN');
  const saved = await staff('/api/staff/terms/save', admin.cookie, draftBody(overrides));
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  const published = await staff('/api/staff/terms/publish', admin.cookie, {
    termsIdx: saved.body.data.termsIdx,
  });
  expect(published.statusCode, JSON.stringify(published.body)).toBe(200);
  return published.body.data;
}

describe('roles', () => {
  it('lets EDITOR draft but not publish, refuses STAFF (403) and members or nobody (401)', async () => {
    await createCurrentTerms(t.db);
    const editor = await loginAs('EDITOR');
    const door = await loginAs('STAFF');
    const member = await signUpWith(t, {
      provider: 'kakao',
      accountId: 'roles-1',
      terms: await t.db.select().from(terms),
    });

    const draft = await staff('/api/staff/terms/save', editor.cookie, draftBody());
    expect(draft.statusCode).toBe(200);
    expect((await staff('/api/staff/terms/list', editor.cookie)).statusCode).toBe(200);
    const publish = await staff('/api/staff/terms/publish', editor.cookie, {
      termsIdx: draft.body.data.termsIdx,
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });

    for (const url of [
      '/api/staff/terms/list',
      '/api/staff/terms/save',
      '/api/staff/terms/publish',
    ]) {
      const payload = url.endsWith('save')
        ? draftBody()
        : url.endsWith('publish')
          ? { termsIdx: 1 }
          : {};
      const asDoor = await staff(url, door.cookie, payload);
      expect(asDoor.statusCode, url).toBe(403);
      const asMember = await postJson(t.app, url, payload, { 'x-access-token': member.jwt });
      expect(asMember.statusCode, url).toBe(401);
      expect(asMember.body.errorCode).toBe('STAFF_UNAUTHORIZED');
      expect((await postJson(t.app, url, payload)).statusCode, url).toBe(401);
    }
    // Nothing was published.
    const rows = await t.db.select().from(terms).where(eq(terms.termsCode, 'TOS001'));
    expect(rows.filter((row) => row.displayYn)).toHaveLength(1);
  });
});

describe('drafts and publication', () => {
  it('drafts the next version, sanitized and invisible to visitors, and records terms.save', async () => {
    const [v1] = await createCurrentTerms(t.db);
    const editor = await loginAs('EDITOR');

    const saved = await staff('/api/staff/terms/save', editor.cookie, draftBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      termsCode: 'TOS001',
      version: 2,
      status: 'DRAFT',
      publishedAt: null,
      requiredYn: 'Y',
      termsDescription: '<h3>제1조 (목적)</h3><p>개정된 약관입니다.</p>',
    });
    const draftIdx = saved.body.data.termsIdx;

    // Visitors still see version 1; the draft has no preview.
    const list = await postJson(t.app, '/api/terms/list', { termsCodeList: ['TOS001'] });
    expect(list.body.data.map((term: { termsIdx: number }) => term.termsIdx)).toEqual([
      v1?.termsIdx,
    ]);
    expect((await postJson(t.app, '/api/terms/preview', { termsIdx: draftIdx })).statusCode).toBe(
      404,
    );

    // One draft per code; the draft itself can be edited.
    const second = await staff('/api/staff/terms/save', editor.cookie, draftBody());
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe('작성 중인 새 버전이 있어요. 그 버전을 고쳐 주세요.');
    const edited = await staff(
      '/api/staff/terms/save',
      editor.cookie,
      draftBody({ termsIdx: draftIdx, termsName: '서비스 이용약관 (개정)' }),
    );
    expect(edited.body.data).toMatchObject({ termsIdx: draftIdx, version: 2 });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'terms'))
      .orderBy(asc(auditLog.auditIdx));
    expect(audit.map((row) => [row.action, row.targetId, row.operatorIdx])).toEqual([
      ['terms.save', String(draftIdx), editor.operator.operatorIdx],
      ['terms.save', String(draftIdx), editor.operator.operatorIdx],
    ]);
    expect(audit[0]?.before).toBeNull();
    expect(audit[1]?.before).toMatchObject({ termsName: '서비스 이용약관' });
    expect(audit[1]?.after).toMatchObject({ termsName: '서비스 이용약관 (개정)' });
  });

  it('publishes a version in force today: visitors see it at once, the old one stays readable', async () => {
    const [v1] = await createCurrentTerms(t.db);
    // Fill the read cache with version 1 first: publication must drop it.
    await postJson(t.app, '/api/terms/list', {});

    const v2 = await publishNewVersion();

    expect(v2).toMatchObject({ version: 2, status: 'IN_FORCE' });
    expect(v2.publishedAt).toMatch(/\+09:00$/);
    const list = await postJson(t.app, '/api/terms/list', {});
    expect(list.body.data[0]).toMatchObject({ termsIdx: v2.termsIdx, version: 2 });
    const old = await postJson(t.app, '/api/terms/preview', { termsIdx: v1?.termsIdx });
    expect(old.statusCode).toBe(200);

    const admin = await loginAs('ADMIN');
    const console = await staff('/api/staff/terms/list', admin.cookie);
    const tos001 = console.body.data.find((c: { termsCode: string }) => c.termsCode === 'TOS001');
    expect(
      tos001.versions.map((v: { version: number; status: string }) => [v.version, v.status]),
    ).toEqual([
      [2, 'IN_FORCE'],
      [1, 'SUPERSEDED'],
    ]);
    // The six terms and the privacy policy, which shares their versions.
    expect(console.body.data.map((c: { termsCode: string }) => c.termsCode)).toEqual([
      'TOS001',
      'TOS002',
      'TOS003',
      'TOS004',
      'TOS005',
      'TOS006',
      'PRIVACY',
    ]);

    // A published version never changes.
    const again = await staff(
      '/api/staff/terms/save',
      admin.cookie,
      draftBody({ termsIdx: v2.termsIdx }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('TERMS_PUBLISHED');
    const twice = await staff('/api/staff/terms/publish', admin.cookie, { termsIdx: v2.termsIdx });
    expect(twice.statusCode).toBe(409);

    const [publishRow] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'terms.publish'));
    expect(publishRow).toMatchObject({ targetType: 'terms', targetId: String(v2.termsIdx) });
    expect(publishRow?.before).toMatchObject({ status: 'DRAFT' });
    expect(publishRow?.after).toMatchObject({ status: 'IN_FORCE' });
  });

  it('keeps a version published for a later day scheduled until its day comes', async () => {
    const [v1] = await createCurrentTerms(t.db);
    const tomorrow = addDays(today(), 1);

    const v2 = await publishNewVersion({ effectiveDate: tomorrow });

    expect(v2.status).toBe('SCHEDULED');
    const list = await postJson(t.app, '/api/terms/list', { termsCodeList: ['TOS001'] });
    expect(list.body.data[0].termsIdx).toBe(v1?.termsIdx);
    // Announced ahead: its text is readable already.
    expect(
      (await postJson(t.app, '/api/terms/preview', { termsIdx: v2.termsIdx })).statusCode,
    ).toBe(200);

    // Its day comes (moved here instead of the clock).
    await t.db.update(terms).set({ effectiveDate: today() }).where(eq(terms.termsIdx, v2.termsIdx));
    t.app.readCache.invalidate();
    const later = await postJson(t.app, '/api/terms/list', { termsCodeList: ['TOS001'] });
    expect(later.body.data[0].termsIdx).toBe(v2.termsIdx);
  });

  it('refuses an effective day before today or before the previous version, and empty text', async () => {
    await createCurrentTerms(t.db);
    const admin = await loginAs('ADMIN');

    const past = await staff(
      '/api/staff/terms/save',
      admin.cookie,
      draftBody({ effectiveDate: addDays(today(), -1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.body.fields).toEqual([
      { path: 'effectiveDate', message: '시행일은 오늘 이후로 정해 주세요.' },
    ]);

    await publishNewVersion({ effectiveDate: addDays(today(), 10) });
    const early = await staff('/api/staff/terms/save', admin.cookie, draftBody());
    expect(early.statusCode).toBe(200);
    const refused = await staff('/api/staff/terms/publish', admin.cookie, {
      termsIdx: early.body.data.termsIdx,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.fields[0].message).toBe(
      `시행일은 이전 버전의 시행일(${addDays(today(), 10)})보다 빠를 수 없어요.`,
    );

    const empty = await staff(
      '/api/staff/terms/save',
      admin.cookie,
      draftBody({ termsCode: 'TOS002', termsDescription: '<script>x</script>' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.body.fields[0].path).toBe('termsDescription');
  });
});

describe('agreeing again to a new required version', () => {
  async function memberWhoAgreedToVersion1() {
    const rows = await createCurrentTerms(t.db);
    const member = await signUpWith(t, { provider: 'kakao', accountId: 'reagree-1', terms: rows });
    return { ...member, rows };
  }

  it('asks the member, refuses reservations until they agree, then records the version', async () => {
    const { jwt, userIdx, rows } = await memberWhoAgreedToVersion1();
    const bookable = await bookableProgram(t);
    expect((await post(t, '/api/getuserinfo', {}, jwt)).body.data.reagreeTermsList).toEqual([]);

    const v2 = await publishNewVersion();

    const info = await post(t, '/api/getuserinfo', {}, jwt);
    expect(info.body.data.reagreeTermsList).toEqual([
      { termsIdx: v2.termsIdx, termsCode: 'TOS001', version: 2, termsName: '서비스 이용약관' },
    ]);
    const refused = await post(t, '/api/reserveentry/insert', insertBody(bookable, userIdx), jwt);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      success: false,
      resultCode: 403,
      errorCode: 'TERMS_REAGREE_REQUIRED',
      message: '변경된 필수 약관에 동의하신 후 예약·응모할 수 있어요.',
    });

    // The old version, an empty list and someone without a token are refused.
    const stale = await post(t, '/api/terms/agree', { termsIdxList: [rows[0]?.termsIdx] }, jwt);
    expect(stale.statusCode).toBe(409);
    expect(stale.body.errorCode).toBe('TERMS_CHANGED');
    expect((await post(t, '/api/terms/agree', { termsIdxList: [] }, jwt)).statusCode).toBe(400);
    expect((await post(t, '/api/terms/agree', { termsIdxList: [v2.termsIdx] })).statusCode).toBe(
      401,
    );

    const agreed = await post(t, '/api/terms/agree', { termsIdxList: [v2.termsIdx] }, jwt);
    expect(agreed.statusCode).toBe(200);
    expect(agreed.body.data).toEqual({ reagreeTermsList: [] });
    // A repeated request (its answer lost) is fine.
    const repeat = await post(t, '/api/terms/agree', { termsIdxList: [v2.termsIdx] }, jwt);
    expect(repeat.statusCode).toBe(200);

    expect((await post(t, '/api/getuserinfo', {}, jwt)).body.data.reagreeTermsList).toEqual([]);
    const booked = await post(t, '/api/reserveentry/insert', insertBody(bookable, userIdx), jwt);
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(200);

    // Both agreements stay on record, each with its version.
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userIdx, userIdx), eq(consentRecords.termsCode, 'TOS001')))
      .orderBy(asc(consentRecords.consentRecordIdx));
    expect(consents.map((c) => [c.termsVersion, c.agreed, c.source])).toEqual([
      [1, true, 'signup'],
      [2, true, 'reagree'],
    ]);
  });

  it('tells a restricted member about the restriction first: agreeing would not let them reserve', async () => {
    const { jwt, userIdx } = await memberWhoAgreedToVersion1();
    const bookable = await bookableProgram(t);
    await publishNewVersion();
    await t.db
      .update(users)
      .set({ participationPossibleYn: false })
      .where(eq(users.userIdx, userIdx));

    const refused = await post(t, '/api/reserveentry/insert', insertBody(bookable, userIdx), jwt);

    expect(refused.statusCode).toBe(403);
    expect(refused.body.errorCode).toBe('PARTICIPATION_RESTRICTED');
  });

  it('asks nothing for a new optional version or one not yet in force', async () => {
    const { jwt } = await memberWhoAgreedToVersion1();

    await publishNewVersion({ termsCode: 'TOS006', requiredYn: 'N', termsName: '마케팅 수신' });
    await publishNewVersion({ termsCode: 'TOS002', effectiveDate: addDays(today(), 3) });

    expect((await post(t, '/api/getuserinfo', {}, jwt)).body.data.reagreeTermsList).toEqual([]);
  });

  it('asks for every pending term at once and wants all of them', async () => {
    const { jwt } = await memberWhoAgreedToVersion1();
    const tos001 = await publishNewVersion();
    const tos002 = await publishNewVersion({ termsCode: 'TOS002', termsName: '개인정보 수집' });

    const info = await post(t, '/api/getuserinfo', {}, jwt);
    expect(info.body.data.reagreeTermsList.map((x: { termsCode: string }) => x.termsCode)).toEqual([
      'TOS001',
      'TOS002',
    ]);
    const partial = await post(t, '/api/terms/agree', { termsIdxList: [tos001.termsIdx] }, jwt);
    expect(partial.statusCode).toBe(400);
    expect(partial.body.errorCode).toBe('TERMS_REQUIRED');
    const all = await post(
      t,
      '/api/terms/agree',
      { termsIdxList: [tos001.termsIdx, tos002.termsIdx] },
      jwt,
    );
    expect(all.statusCode).toBe(200);
  });

  it('signs new members up to the version in force, not to a draft or a scheduled one', async () => {
    await createCurrentTerms(t.db);
    const admin = await loginAs('ADMIN');
    await staff('/api/staff/terms/save', admin.cookie, draftBody({ termsCode: 'TOS003' }));
    await publishNewVersion({ effectiveDate: addDays(today(), 2) });

    const offered = await postJson(t.app, '/api/terms/list', {});
    const member = await signUpWith(t, {
      provider: 'tid',
      accountId: 'fresh-1',
      terms: offered.body.data,
    });

    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userIdx, member.userIdx));
    expect(consents.every((c) => c.termsVersion === 1)).toBe(true);
    expect((await post(t, '/api/getuserinfo', {}, member.jwt)).body.data.reagreeTermsList).toEqual(
      [],
    );
  });
});

describe('the privacy policy', () => {
  const policyBody = (overrides: object = {}) =>
    draftBody({
      termsCode: 'PRIVACY',
      termsName: '개인정보처리방침',
      termsDescription: '<h3>1. 처리하는 개인정보</h3><p>이름, 휴대폰 번호</p>',
      requiredYn: 'N',
      ...overrides,
    });

  it('is drafted by an EDITOR, published by an ADMIN, audited as 개인정보처리방침, versioned, and never offered for agreement', async () => {
    await createCurrentTerms(t.db);
    const editor = await loginAs('EDITOR');
    const admin = await loginAs('ADMIN');

    // Before any is published, visitors get no policy (not an error).
    const none = await postJson(t.app, '/api/terms/privacy-policy', {});
    expect(none.statusCode).toBe(200);
    expect(none.body.data).toEqual({ current: null, versions: [] });

    // The console lists it beside the terms.
    const listed = await staff('/api/staff/terms/list', editor.cookie);
    expect(listed.body.data.map((entry: { termsCode: string }) => entry.termsCode)).toEqual([
      'TOS001',
      'TOS002',
      'TOS003',
      'TOS004',
      'TOS005',
      'TOS006',
      'PRIVACY',
    ]);

    // A policy is published, not agreed to: it cannot be made required.
    const required = await staff(
      '/api/staff/terms/save',
      editor.cookie,
      policyBody({ requiredYn: 'Y' }),
    );
    expect(required.statusCode).toBe(400);
    expect(required.body.fields).toEqual([
      {
        path: 'requiredYn',
        message: '개인정보처리방침은 동의받는 약관이 아니어서 필수로 정할 수 없어요.',
      },
    ]);

    const draft = await staff('/api/staff/terms/save', editor.cookie, policyBody());
    expect(draft.statusCode, JSON.stringify(draft.body)).toBe(200);
    expect(
      (
        await staff('/api/staff/terms/publish', editor.cookie, {
          termsIdx: draft.body.data.termsIdx,
        })
      ).statusCode,
    ).toBe(403);
    const v1 = await staff('/api/staff/terms/publish', admin.cookie, {
      termsIdx: draft.body.data.termsIdx,
    });
    expect(v1.body.data).toMatchObject({ termsCode: 'PRIVACY', version: 1, status: 'IN_FORCE' });

    // A second version announced for a later day: visitors still read version 1, and both
    // versions are listed (each readable at /terms/preview/{id}).
    const next = await staff(
      '/api/staff/terms/save',
      editor.cookie,
      policyBody({
        termsDescription: '<p>개정된 처리방침</p>',
        effectiveDate: addDays(today(), 7),
      }),
    );
    await staff('/api/staff/terms/publish', admin.cookie, { termsIdx: next.body.data.termsIdx });
    const policy = await postJson(t.app, '/api/terms/privacy-policy', {});
    expect(policy.body.data).toEqual({
      current: {
        termsIdx: v1.body.data.termsIdx,
        version: 1,
        effectiveDate: today(),
        termsName: '개인정보처리방침',
        termsDescription: '<h3>1. 처리하는 개인정보</h3><p>이름, 휴대폰 번호</p>',
      },
      versions: [
        { termsIdx: next.body.data.termsIdx, version: 2, effectiveDate: addDays(today(), 7) },
        { termsIdx: v1.body.data.termsIdx, version: 1, effectiveDate: today() },
      ],
    });
    const preview = await postJson(t.app, '/api/terms/preview', {
      termsIdx: next.body.data.termsIdx,
    });
    expect(preview.body.data.termsDescription).toBe('<p>개정된 처리방침</p>');

    // Not a term: signup, the footer's terms and re-agreement never see it.
    const terms = await postJson(t.app, '/api/terms/list', {});
    expect(terms.body.data.map((term: { termsCode: string }) => term.termsCode)).not.toContain(
      'PRIVACY',
    );

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'privacy-policy'))
      .orderBy(asc(auditLog.auditIdx));
    expect(audit.map((row) => [row.action, row.operatorIdx])).toEqual([
      ['privacy-policy.save', editor.operator.operatorIdx],
      ['privacy-policy.publish', admin.operator.operatorIdx],
      ['privacy-policy.save', editor.operator.operatorIdx],
      ['privacy-policy.publish', admin.operator.operatorIdx],
    ]);
  });
});
