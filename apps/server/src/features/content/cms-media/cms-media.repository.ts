/** The media library's queries (table `media_assets`), and where content still shows an image. */
import { MEDIA_PAGE_SIZE, MEDIA_UPLOAD_PREFIX, type MediaItem, toSeoulIso } from '@venue/contract';
import { count, desc, eq, ilike, inArray, like, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  banners,
  faqs,
  frequencyRewards,
  frequencySeasons,
  mainBanners,
  mediaAssets,
  notices,
  operators,
  programButtons,
  programs,
  programTerms,
  terms,
  tours,
  zones,
} from '../../../db/schema';
import type { Database } from '../../../db/types';
import { containing } from '../../../lib/like';

export type MediaRow = typeof mediaAssets.$inferSelect;
export type NewMediaRow = typeof mediaAssets.$inferInsert;

export async function insertMedia(db: Database, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(mediaAssets).values(row).returning();
  if (!inserted) throw new Error('insert returned no media row');
  return inserted;
}

export async function findMedia(db: Database, mediaIdx: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.mediaIdx, mediaIdx));
  return row ?? null;
}

export async function updateMediaAlt(
  db: Database,
  mediaIdx: number,
  alt: string,
  now: Date,
): Promise<MediaRow | null> {
  const [row] = await db
    .update(mediaAssets)
    .set({ alt, modDate: now })
    .where(eq(mediaAssets.mediaIdx, mediaIdx))
    .returning();
  return row ?? null;
}

export async function deleteMedia(db: Database, mediaIdx: number): Promise<void> {
  await db.delete(mediaAssets).where(eq(mediaAssets.mediaIdx, mediaIdx));
}

/** Newest first; `keyword` matches alt text or file name. */
export async function listMedia(
  db: Database,
  filter: { keyword?: string | undefined; page: number },
): Promise<{ list: MediaItem[]; totalCount: number }> {
  const where = filter.keyword
    ? or(
        ilike(mediaAssets.alt, containing(filter.keyword)),
        ilike(mediaAssets.fileName, containing(filter.keyword)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ media: mediaAssets, uploadedBy: operators.name })
      .from(mediaAssets)
      .leftJoin(operators, eq(operators.operatorIdx, mediaAssets.uploadedBy))
      .where(where)
      .orderBy(desc(mediaAssets.regDate), desc(mediaAssets.mediaIdx))
      .limit(MEDIA_PAGE_SIZE)
      .offset((filter.page - 1) * MEDIA_PAGE_SIZE),
    db.select({ value: count() }).from(mediaAssets).where(where),
  ]);
  return {
    list: rows.map(({ media, uploadedBy }) => toMediaItem(media, uploadedBy)),
    totalCount: total?.value ?? 0,
  };
}

export function toMediaItem(row: MediaRow, uploadedBy: string | null): MediaItem {
  return {
    mediaIdx: row.mediaIdx,
    savePath: row.savePath,
    width: row.width,
    height: row.height,
    mimeType: row.mimeType as MediaItem['mimeType'],
    byteSize: row.byteSize,
    sizes: row.sizes as MediaItem['sizes'],
    alt: row.alt,
    fileName: row.fileName,
    uploadedBy,
    regDate: toSeoulIso(row.regDate),
    modDate: toSeoulIso(row.modDate),
  };
}

/**
 * The columns that may show an uploaded image: image paths, and editor HTML with `<img src>`.
 * A new content table with images adds itself here, so the library never deletes what it shows.
 */
const referencing: { targetType: string; table: PgTable; id: PgColumn; columns: PgColumn[] }[] = [
  {
    targetType: 'program',
    table: programs,
    id: programs.programIdx,
    columns: [programs.savePath, programs.programEditor, programs.noticeText],
  },
  {
    targetType: 'program-button',
    table: programButtons,
    id: programButtons.programButtonIdx,
    columns: [programButtons.savePath],
  },
  {
    targetType: 'program-terms',
    table: programTerms,
    id: programTerms.programTermsIdx,
    columns: [programTerms.termsDescription],
  },
  {
    targetType: 'zone',
    table: zones,
    id: zones.zoneIdx,
    columns: [
      zones.mainFileContentSavePath,
      zones.locationFileContentSavePath,
      zones.zoneDescription,
    ],
  },
  {
    targetType: 'main-banner',
    table: mainBanners,
    id: mainBanners.mainBannerIdx,
    columns: [mainBanners.savePath],
  },
  {
    targetType: 'banner',
    table: banners,
    id: banners.bannerIdx,
    columns: [banners.savePath, banners.popupDescription],
  },
  {
    targetType: 'notice',
    table: notices,
    id: notices.noticeIdx,
    columns: [notices.savePath, notices.noticeContent],
  },
  { targetType: 'faq', table: faqs, id: faqs.faqsIdx, columns: [faqs.faqsAnswer] },
  { targetType: 'terms', table: terms, id: terms.termsIdx, columns: [terms.termsDescription] },
  {
    targetType: 'tour',
    table: tours,
    id: tours.tourIdx,
    columns: [tours.savePath, tours.tourIntro],
  },
  {
    targetType: 'season',
    table: frequencySeasons,
    id: frequencySeasons.seasonIdx,
    columns: [frequencySeasons.imagePath, frequencySeasons.methodHtml],
  },
  {
    targetType: 'reward',
    table: frequencyRewards,
    id: frequencyRewards.rewardIdx,
    columns: [frequencyRewards.imagePath, frequencyRewards.description],
  },
];

export interface MediaReference {
  targetType: string;
  targetId: number;
}

/** Content that shows one of the image's files (its own path or a size), at most 3 per table. */
export async function findMediaReferences(
  db: Database,
  mediaKey: string,
): Promise<MediaReference[]> {
  // The key is lower-case hex, so it holds no LIKE wildcard.
  const pattern = `%${MEDIA_UPLOAD_PREFIX}${mediaKey}%`;
  const found = await Promise.all(
    referencing.map(async ({ targetType, table, id, columns }) => {
      const rows = await db
        .select({ id })
        .from(table)
        .where(or(...columns.map((column): SQL => like(column, pattern))))
        .limit(3);
      return rows.map((row) => ({ targetType, targetId: Number(row.id) }));
    }),
  );
  return found.flat();
}

/** The media key of an uploaded image's path (its own or a size), or null for other paths. */
export function uploadKeyOf(path: string): string | null {
  const match = /^\/media\/uploads\/([a-z0-9]+)(?:-w\d+)?\.(?:jpg|png|webp)$/.exec(path);
  return match?.[1] ?? null;
}

/**
 * Of these uploaded-image paths, the ones the library does not hold: an unknown key, or a size
 * or extension the image does not have. Paths outside /media/uploads/ are not checked here.
 */
export async function missingUploadPaths(db: Database, paths: string[]): Promise<string[]> {
  const keys = [...new Set(paths.map(uploadKeyOf).filter((key) => key !== null))];
  if (keys.length === 0) return [];
  const rows = await db
    .select({ savePath: mediaAssets.savePath, sizes: mediaAssets.sizes })
    .from(mediaAssets)
    .where(inArray(mediaAssets.mediaKey, keys));
  const known = new Set(rows.flatMap((row) => [row.savePath, ...row.sizes.map((s) => s.savePath)]));
  return paths.filter((path) => uploadKeyOf(path) !== null && !known.has(path));
}
