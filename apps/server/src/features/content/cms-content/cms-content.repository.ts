/**
 * The staff console's queries for notices, FAQ and banners: every row, hidden
 * ones too, shaped for the console; and the writes. Visitors' reads stay in features/content/notices,
 * faq and banners. Editor HTML is sanitized here, before it is stored.
 */
import {
  type BannerAudience,
  type BannerState,
  NOTICE_STAFF_PAGE_SIZE,
  popupKind,
  type StaffBanner,
  type StaffBannerSaveBody,
  type StaffBannerType,
  type StaffFaq,
  type StaffFaqCategory,
  type StaffFaqCategorySaveBody,
  type StaffFaqSaveBody,
  type StaffNotice,
  type StaffNoticeSaveBody,
  toSeoulIso,
} from '@venue/contract';
import { asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { banners, faqCategories, faqs, mainBanners, notices, programs } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { containing } from '../../../lib/like';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

const fromYn = (value: 'Y' | 'N') => value === 'Y';
const isoOrNull = (value: Date | null) => (value === null ? null : toSeoulIso(value));
const dateOrNull = (value: string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value);

// ── Notices ─────────────────────────────────────────────────────────────────

type NoticeRow = typeof notices.$inferSelect;

function toStaffNotice(row: NoticeRow): StaffNotice {
  return {
    noticeIdx: row.noticeIdx,
    noticeName: row.noticeName,
    noticeContent: row.noticeContent,
    fixedYn: toYn(row.fixedYn),
    displayYn: toYn(row.displayYn),
    savePath: row.savePath,
    writeDate: toSeoulIso(row.writeDate),
    regDate: toSeoulIso(row.regDate),
    modDate: toSeoulIso(row.modDate),
  };
}

/** Every notice in the visitors' order (pinned, then newest); `keyword` searches titles. */
export async function listStaffNotices(
  db: Database,
  filter: { keyword?: string | undefined; page: number },
): Promise<{ list: StaffNotice[]; totalCount: number }> {
  const where = filter.keyword ? ilike(notices.noticeName, containing(filter.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.fixedYn), desc(notices.writeDate), desc(notices.noticeIdx))
      .limit(NOTICE_STAFF_PAGE_SIZE)
      .offset((filter.page - 1) * NOTICE_STAFF_PAGE_SIZE),
    db.select({ value: count() }).from(notices).where(where),
  ]);
  return { list: rows.map(toStaffNotice), totalCount: total?.value ?? 0 };
}

export async function findStaffNotice(db: Database, noticeIdx: number) {
  const [row] = await db.select().from(notices).where(eq(notices.noticeIdx, noticeIdx));
  return row ? toStaffNotice(row) : null;
}

function noticeValues(body: StaffNoticeSaveBody) {
  return {
    noticeName: body.noticeName,
    noticeContent: sanitizeEditorHtml(body.noticeContent),
    fixedYn: fromYn(body.fixedYn),
    displayYn: fromYn(body.displayYn),
    savePath: body.savePath ?? null,
  };
}

export async function insertNotice(db: Database, body: StaffNoticeSaveBody, now: Date) {
  const [row] = await db
    .insert(notices)
    .values({ ...noticeValues(body), writeDate: dateOrNull(body.writeDate) ?? now })
    .returning({ id: notices.noticeIdx });
  if (!row) throw new Error('insert returned no notice');
  return row.id;
}

export async function updateNotice(db: Database, id: number, body: StaffNoticeSaveBody, now: Date) {
  await db
    .update(notices)
    .set({
      ...noticeValues(body),
      ...(body.writeDate ? { writeDate: new Date(body.writeDate) } : {}),
      modDate: now,
    })
    .where(eq(notices.noticeIdx, id));
}

export async function deleteNotice(db: Database, noticeIdx: number) {
  await db.delete(notices).where(eq(notices.noticeIdx, noticeIdx));
}

// ── FAQ ─────────────────────────────────────────────────────────────────────

const faqColumns = {
  faqsIdx: faqs.faqsIdx,
  faqsCategoryIdx: faqs.faqsCategoryIdx,
  faqsCategoryName: faqCategories.faqsCategoryName,
  faqsQuestion: faqs.faqsQuestion,
  faqsAnswer: faqs.faqsAnswer,
  displayYn: faqs.displayYn,
  sortIndex: faqs.sortIndex,
};

async function selectStaffFaqs(db: Database, where: SQL | undefined): Promise<StaffFaq[]> {
  const rows = await db
    .select(faqColumns)
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.faqsCategoryIdx, faqs.faqsCategoryIdx))
    .where(where)
    .orderBy(asc(faqCategories.sortIndex), asc(faqs.sortIndex), asc(faqs.faqsIdx));
  return rows.map((row) => ({ ...row, displayYn: toYn(row.displayYn) }));
}

/** The categories with their question counts, and every question (hidden too) in order. */
export async function listStaffFaqs(
  db: Database,
  faqsCategoryIdx: number | undefined,
): Promise<{ categories: StaffFaqCategory[]; list: StaffFaq[] }> {
  const [categories, list] = await Promise.all([
    db
      .select({
        faqsCategoryIdx: faqCategories.faqsCategoryIdx,
        faqsCategoryName: faqCategories.faqsCategoryName,
        sortIndex: faqCategories.sortIndex,
        faqCount: sql<number>`cast(count(${faqs.faqsIdx}) as int)`,
      })
      .from(faqCategories)
      .leftJoin(faqs, eq(faqs.faqsCategoryIdx, faqCategories.faqsCategoryIdx))
      .groupBy(faqCategories.faqsCategoryIdx)
      .orderBy(asc(faqCategories.sortIndex), asc(faqCategories.faqsCategoryIdx)),
    selectStaffFaqs(
      db,
      faqsCategoryIdx === undefined ? undefined : eq(faqs.faqsCategoryIdx, faqsCategoryIdx),
    ),
  ]);
  return { categories, list };
}

export async function findStaffFaq(db: Database, faqsIdx: number): Promise<StaffFaq | null> {
  const [row] = await selectStaffFaqs(db, eq(faqs.faqsIdx, faqsIdx));
  return row ?? null;
}

function faqValues(body: StaffFaqSaveBody) {
  return {
    faqsCategoryIdx: body.faqsCategoryIdx,
    faqsQuestion: body.faqsQuestion,
    faqsAnswer: sanitizeEditorHtml(body.faqsAnswer),
    displayYn: fromYn(body.displayYn),
    sortIndex: body.sortIndex,
  };
}

export async function insertFaq(db: Database, body: StaffFaqSaveBody) {
  const [row] = await db.insert(faqs).values(faqValues(body)).returning({ id: faqs.faqsIdx });
  if (!row) throw new Error('insert returned no faq');
  return row.id;
}

export async function updateFaq(db: Database, id: number, body: StaffFaqSaveBody) {
  await db.update(faqs).set(faqValues(body)).where(eq(faqs.faqsIdx, id));
}

export async function deleteFaq(db: Database, faqsIdx: number) {
  await db.delete(faqs).where(eq(faqs.faqsIdx, faqsIdx));
}

export async function findFaqCategory(
  db: Database,
  faqsCategoryIdx: number,
): Promise<StaffFaqCategory | null> {
  const { categories } = await listStaffFaqs(db, faqsCategoryIdx);
  return categories.find((category) => category.faqsCategoryIdx === faqsCategoryIdx) ?? null;
}

export async function insertFaqCategory(db: Database, body: StaffFaqCategorySaveBody) {
  const [row] = await db
    .insert(faqCategories)
    .values({ faqsCategoryName: body.faqsCategoryName, sortIndex: body.sortIndex })
    .returning({ id: faqCategories.faqsCategoryIdx });
  if (!row) throw new Error('insert returned no faq category');
  return row.id;
}

export async function updateFaqCategory(db: Database, id: number, body: StaffFaqCategorySaveBody) {
  await db
    .update(faqCategories)
    .set({ faqsCategoryName: body.faqsCategoryName, sortIndex: body.sortIndex })
    .where(eq(faqCategories.faqsCategoryIdx, id));
}

export async function deleteFaqCategory(db: Database, faqsCategoryIdx: number) {
  await db.delete(faqCategories).where(eq(faqCategories.faqsCategoryIdx, faqsCategoryIdx));
}

// ── Banners ─────────────────────────────────────────────────────────────────

function stateOf(
  row: { displayYn: boolean; startAt: Date | null; endAt: Date | null },
  now: Date,
): BannerState {
  if (!row.displayYn) return 'HIDDEN';
  if (row.startAt && row.startAt > now) return 'SCHEDULED';
  if (row.endAt && row.endAt <= now) return 'ENDED';
  return 'LIVE';
}

function fromMainRow(row: typeof mainBanners.$inferSelect, now: Date): StaffBanner {
  return {
    bannerType: 'MAIN',
    bannerIdx: row.mainBannerIdx,
    bannerName: row.mainBannerName,
    savePath: row.savePath,
    alt: row.alt,
    audience: 'ALL',
    slotCode: row.slotCode,
    actionType: row.actionType === 'PROGRAM' ? 'PROGRAM' : 'LINK',
    linkUrl: row.linkUrl,
    programIdx: row.programIdx,
    popupDescription: null,
    popupKind: null,
    sortIndex: row.sortIndex,
    displayYn: toYn(row.displayYn),
    startAt: isoOrNull(row.startAt),
    endAt: isoOrNull(row.endAt),
    state: stateOf(row, now),
  };
}

function fromBannerRow(row: typeof banners.$inferSelect, now: Date): StaffBanner {
  const isPopup = row.bannerType === 'POPUP';
  return {
    bannerType: row.bannerType as StaffBannerType,
    bannerIdx: row.bannerIdx,
    bannerName: row.bannerName,
    savePath: row.savePath,
    alt: row.alt,
    audience: row.audience as BannerAudience,
    slotCode: null,
    actionType: row.programIdx === null ? 'LINK' : 'PROGRAM',
    linkUrl: row.programIdx === null ? row.bannerLink : null,
    programIdx: row.programIdx,
    popupDescription: isPopup ? row.popupDescription : null,
    popupKind: isPopup ? popupKind(row) : null,
    sortIndex: row.sortIndex,
    displayYn: toYn(row.displayYn),
    startAt: isoOrNull(row.startAt),
    endAt: isoOrNull(row.endAt),
    state: stateOf(row, now),
  };
}

const bannerTypeOrder: StaffBannerType[] = ['MAIN', 'BANNER', 'BOTTOM', 'POPUP', 'LNB', 'QR'];

/** Every banner of the type (or of all types), in type order, then the visitors' order. */
export async function listStaffBanners(
  db: Database,
  bannerType: StaffBannerType | undefined,
  now: Date,
): Promise<StaffBanner[]> {
  const main =
    bannerType === undefined || bannerType === 'MAIN'
      ? (
          await db
            .select()
            .from(mainBanners)
            .orderBy(asc(mainBanners.sortIndex), asc(mainBanners.mainBannerIdx))
        ).map((row) => fromMainRow(row, now))
      : [];
  const others =
    bannerType === 'MAIN'
      ? []
      : (
          await db
            .select()
            .from(banners)
            .where(bannerType === undefined ? undefined : eq(banners.bannerType, bannerType))
            .orderBy(asc(banners.sortIndex), asc(banners.bannerIdx))
        ).map((row) => fromBannerRow(row, now));
  const rank = (type: StaffBannerType) => bannerTypeOrder.indexOf(type);
  // A stable sort keeps each type's rows in their order.
  return [...main, ...others].sort((a, b) => rank(a.bannerType) - rank(b.bannerType));
}

/** One banner: MAIN ids are main-banner grid tiles; the others any row of `banners`. */
export async function findStaffBanner(
  db: Database,
  bannerType: StaffBannerType,
  bannerIdx: number,
  now: Date,
): Promise<StaffBanner | null> {
  if (bannerType === 'MAIN') {
    const [row] = await db
      .select()
      .from(mainBanners)
      .where(eq(mainBanners.mainBannerIdx, bannerIdx));
    return row ? fromMainRow(row, now) : null;
  }
  const [row] = await db.select().from(banners).where(eq(banners.bannerIdx, bannerIdx));
  return row ? fromBannerRow(row, now) : null;
}

function mainBannerValues(body: StaffBannerSaveBody) {
  const isProgram = body.actionType === 'PROGRAM';
  return {
    slotCode: body.slotCode ?? '',
    mainBannerName: body.bannerName,
    savePath: body.savePath ?? '',
    alt: body.alt,
    actionType: body.actionType,
    linkUrl: isProgram ? null : (body.linkUrl ?? null),
    programIdx: isProgram ? (body.programIdx ?? null) : null,
    sortIndex: body.sortIndex,
    displayYn: fromYn(body.displayYn),
    startAt: dateOrNull(body.startAt),
    endAt: dateOrNull(body.endAt),
  };
}

function bannerValues(body: StaffBannerSaveBody) {
  const programIdx = body.actionType === 'PROGRAM' ? (body.programIdx ?? null) : null;
  return {
    bannerType: body.bannerType,
    audience: body.audience,
    bannerName: body.bannerName,
    savePath: body.savePath ?? null,
    alt: body.alt,
    // Visitors' lists carry a link only; a program target is its detail page.
    bannerLink: programIdx === null ? (body.linkUrl ?? '/') : `/program/${programIdx}`,
    programIdx,
    popupDescription:
      body.bannerType === 'POPUP' && body.popupDescription
        ? sanitizeEditorHtml(body.popupDescription)
        : null,
    sortIndex: body.sortIndex,
    displayYn: fromYn(body.displayYn),
    startAt: dateOrNull(body.startAt),
    endAt: dateOrNull(body.endAt),
  };
}

export async function insertBanner(db: Database, body: StaffBannerSaveBody): Promise<number> {
  const [row] =
    body.bannerType === 'MAIN'
      ? await db
          .insert(mainBanners)
          .values(mainBannerValues(body))
          .returning({ id: mainBanners.mainBannerIdx })
      : await db.insert(banners).values(bannerValues(body)).returning({ id: banners.bannerIdx });
  if (!row) throw new Error('insert returned no banner');
  return row.id;
}

export async function updateBanner(db: Database, id: number, body: StaffBannerSaveBody) {
  if (body.bannerType === 'MAIN') {
    await db
      .update(mainBanners)
      .set(mainBannerValues(body))
      .where(eq(mainBanners.mainBannerIdx, id));
  } else {
    await db.update(banners).set(bannerValues(body)).where(eq(banners.bannerIdx, id));
  }
}

export async function deleteBanner(db: Database, bannerType: StaffBannerType, id: number) {
  if (bannerType === 'MAIN') await db.delete(mainBanners).where(eq(mainBanners.mainBannerIdx, id));
  else await db.delete(banners).where(eq(banners.bannerIdx, id));
}

export async function programExists(db: Database, programIdx: number): Promise<boolean> {
  const rows = await db
    .select({ id: programs.programIdx })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  return rows.length > 0;
}
