/**
 * Small insert helpers: each test creates exactly the rows it reads, with defaults for the rest.
 * Editor HTML goes through `sanitizeEditorHtml` as it would from the CMS or the seed.
 */

import { sql } from 'drizzle-orm';
import {
  banners,
  faqCategories,
  faqs,
  floors,
  notices,
  programCategories,
  programInstances,
  programs,
  reserveEntries,
  terms,
  users,
  zones,
} from '../src/db/schema';
import type { Database } from '../src/db/types';
import { sanitizeEditorHtml } from '../src/lib/sanitize-html';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createNotice(
  db: Database,
  overrides: Partial<typeof notices.$inferInsert> = {},
) {
  const n = next();
  return first(
    await db
      .insert(notices)
      .values({
        noticeName: `공지사항 ${n}`,
        ...overrides,
        noticeContent: sanitizeEditorHtml(overrides.noticeContent ?? `<p>공지 내용 ${n}</p>`),
      })
      .returning(),
  );
}

export async function createFaqCategory(
  db: Database,
  overrides: Partial<typeof faqCategories.$inferInsert> = {},
) {
  return first(
    await db
      .insert(faqCategories)
      .values({ faqsCategoryName: `분류 ${next()}`, ...overrides })
      .returning(),
  );
}

export async function createFaq(db: Database, overrides: Partial<typeof faqs.$inferInsert> = {}) {
  const faqsCategoryIdx =
    overrides.faqsCategoryIdx ?? (await createFaqCategory(db)).faqsCategoryIdx;
  const n = next();
  return first(
    await db
      .insert(faqs)
      .values({
        faqsQuestion: `질문 ${n}?`,
        ...overrides,
        faqsCategoryIdx,
        faqsAnswer: sanitizeEditorHtml(overrides.faqsAnswer ?? `<p>답변 ${n}</p>`),
      })
      .returning(),
  );
}

export async function createTerm(db: Database, overrides: Partial<typeof terms.$inferInsert> = {}) {
  return first(
    await db
      .insert(terms)
      .values({
        termsCode: 'TOS001',
        version: 1,
        requiredYn: true,
        termsName: '서비스 이용약관',
        effectiveDate: '2026-01-01',
        ...overrides,
        // Published unless the test makes a draft (displayYn false): terms_published_ck.
        publishedAt:
          overrides.publishedAt !== undefined
            ? overrides.publishedAt
            : overrides.displayYn === false
              ? null
              : new Date('2026-01-01T00:00:00+09:00'),
        termsDescription: sanitizeEditorHtml(
          overrides.termsDescription ?? '<h2>제1조 (목적)</h2><p>이 약관은 …</p>',
        ),
      })
      .returning(),
  );
}

export async function createFloor(
  db: Database,
  overrides: Partial<typeof floors.$inferInsert> = {},
) {
  const n = next();
  return first(
    await db
      .insert(floors)
      .values({ floorName: `${n}F`, floorLabel: `${n}층`, sortIndex: n, ...overrides })
      .returning(),
  );
}

export async function createZone(db: Database, overrides: Partial<typeof zones.$inferInsert> = {}) {
  const floorIdx = overrides.floorIdx ?? (await createFloor(db)).floorIdx;
  const n = next();
  return first(
    await db
      .insert(zones)
      .values({
        zoneName: `존 ${n}`,
        zoneNameEn: `Zone ${n}`,
        mainFileContentSavePath: `/media/zones/${n}/main.png`,
        locationFileContentSavePath: `/media/zones/${n}/location.png`,
        ...overrides,
        floorIdx,
      })
      .returning(),
  );
}

export async function createBanner(
  db: Database,
  overrides: Partial<typeof banners.$inferInsert> = {},
) {
  const n = next();
  return first(
    await db
      .insert(banners)
      .values({
        bannerType: 'BANNER',
        bannerName: `배너 ${n}`,
        savePath: `/media/banners/${n}.png`,
        alt: `배너 ${n}`,
        ...overrides,
        popupDescription:
          overrides.popupDescription == null
            ? (overrides.popupDescription ?? null)
            : sanitizeEditorHtml(overrides.popupDescription),
      })
      .returning(),
  );
}

/** An ACTIVE adult member with made-up CI/DI; pass `status: 'WITHDRAWN'` etc. to vary it. */
export async function createMember(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const n = next();
  return first(
    await db
      .insert(users)
      .values({
        ci: `test-ci-${n}-${Date.now().toString(36)}`,
        di: `test-di-${n}`,
        name: `회원${n}`,
        birthYmd: '1990-01-01',
        gender: 'F',
        telecomCode: '01',
        phoneNumber: `010${String(10000000 + n).slice(-8)}`,
        ...overrides,
      })
      .returning(),
  );
}

/**
 * `count` ACTIVE adult members made by one INSERT … SELECT over generate_series (the concurrency
 * tests and the insert bench need thousands). Member g is 회원g with phone 010 + g in 8 digits;
 * `tag` keeps CI/DI unique across calls.
 */
export async function createBulkMembers(
  db: Database,
  count: number,
  tag: string,
): Promise<{ userIdx: number; tokenVersion: number }[]> {
  const result = await db.execute(sql`
    insert into users (ci, di, name, birth_ymd, gender, telecom_code, phone_number)
    select ${`bulk-${tag}-ci-`} || g, ${`bulk-${tag}-di-`} || g, '회원' || g, '1990-01-01', 'F', '01',
           '010' || lpad(g::text, 8, '0')
    from generate_series(1, ${count}) as g
    returning user_idx, token_version`);
  const rows = (result as unknown as { rows: { user_idx: number; token_version: number }[] }).rows;
  return rows.map((row) => ({ userIdx: row.user_idx, tokenVersion: row.token_version }));
}

export async function createProgramCategory(
  db: Database,
  overrides: Partial<typeof programCategories.$inferInsert> = {},
) {
  const n = next();
  return first(
    await db
      .insert(programCategories)
      .values({ programCategoryName: `분류 ${n}`, sortIndex: n, ...overrides })
      .returning(),
  );
}

/**
 * A displayed, OPEN program; a category is created when none is given. Default: a dated
 * RESERVATION program with no instances yet (add them with `createProgramInstance`).
 */
export async function createProgram(
  db: Database,
  overrides: Partial<typeof programs.$inferInsert> = {},
) {
  const programCategoryIdx =
    overrides.programCategoryIdx ?? (await createProgramCategory(db)).programCategoryIdx;
  const n = next();
  return first(
    await db
      .insert(programs)
      .values({
        programName: `프로그램 ${n}`,
        savePath: `/media/program/p${n}.svg`,
        programType: 'RESERVATION',
        status: 'OPEN',
        scheduleType: 'SINGLE',
        periodType: 'LIMIT',
        sortIndex: n,
        ...overrides,
        programCategoryIdx,
      })
      .returning(),
  );
}

export async function createProgramInstance(
  db: Database,
  programIdx: number,
  overrides: Partial<typeof programInstances.$inferInsert> & { execDate: string },
) {
  return first(
    await db
      .insert(programInstances)
      .values({ startTime: '14:00', endTime: '15:00', capacity: 20, ...overrides, programIdx })
      .returning(),
  );
}

/** A member's entry: a confirmed reservation unless `programType`/`status` say otherwise. */
export async function createReserveEntry(
  db: Database,
  overrides: Partial<typeof reserveEntries.$inferInsert> & { userIdx: number; programIdx: number },
) {
  const n = next();
  return first(
    await db
      .insert(reserveEntries)
      .values({
        reserveEntryId: `R${Date.now().toString(36)}${n}`,
        programType: 'RESERVATION',
        status: 'CONFIRM',
        name: '회원',
        phoneNumber: '01012345678',
        ...overrides,
      })
      .returning(),
  );
}
