/**
 * Content writes of notices, FAQ and banners. Each is one `auditedWrite` with
 * `{ content: true }`: the change, its audit row (`<target>.save` / `<target>.delete` with the
 * target before and after) and the drop of every instance's read cache commit together, so a
 * visitor's next read shows it. A save without an id creates, with an id updates.
 */
import type {
  StaffBannerSaveBody,
  StaffBannerType,
  StaffFaqCategorySaveBody,
  StaffFaqSaveBody,
  StaffNoticeSaveBody,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import { checkLibraryPaths } from '../cms-media/cms-media.service';
import {
  deleteBanner,
  deleteFaq,
  deleteFaqCategory,
  deleteNotice,
  findFaqCategory,
  findStaffBanner,
  findStaffFaq,
  findStaffNotice,
  insertBanner,
  insertFaq,
  insertFaqCategory,
  insertNotice,
  programExists,
  updateBanner,
  updateFaq,
  updateFaqCategory,
  updateNotice,
} from './cms-content.repository';

export const contentMessages = {
  noticeNotFound: '공지사항을 찾을 수 없어요.',
  faqNotFound: '자주 묻는 질문을 찾을 수 없어요.',
  faqCategoryNotFound: '분류를 찾을 수 없어요.',
  faqCategoryUnknown: '없는 분류예요. 분류를 다시 선택해 주세요.',
  faqCategoryInUse: '질문이 남아 있는 분류는 삭제할 수 없어요. 질문을 먼저 옮기거나 삭제해 주세요.',
  bannerNotFound: '배너를 찾을 수 없어요.',
  programUnknown: '프로그램을 찾을 수 없어요. 다시 선택해 주세요.',
} as const;

interface Target<T> {
  /** audit target type and action prefix: `notice` → notice.save, notice.delete */
  targetType: string;
  notFound: string;
  find: (tx: Transaction, id: number) => Promise<T | null>;
}

/** Creates (no id) or updates (an id that must exist) one row, audited; answers the id. */
function auditedSave<T>(
  app: FastifyInstance,
  operator: StaffOperator,
  target: Target<T>,
  id: number | undefined,
  write: {
    check?: (tx: Transaction) => Promise<void>;
    insert: (tx: Transaction) => Promise<number>;
    update: (tx: Transaction, id: number) => Promise<void>;
  },
): Promise<number> {
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before = id === undefined ? null : await target.find(tx, id);
    if (id !== undefined && before === null) throw AppError.notFound(target.notFound);
    await write.check?.(tx);
    let savedId = id;
    if (savedId === undefined) savedId = await write.insert(tx);
    else await write.update(tx, savedId);
    audit({
      action: `${target.targetType}.save`,
      targetType: target.targetType,
      targetId: savedId,
      before,
      after: await target.find(tx, savedId),
    });
    return savedId;
  });
}

/** Deletes one row that must exist, audited; `check` may refuse first. */
async function auditedDelete<T>(
  app: FastifyInstance,
  operator: StaffOperator,
  target: Target<T>,
  id: number,
  remove: (tx: Transaction, before: T) => Promise<void>,
): Promise<void> {
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const before = await target.find(tx, id);
    if (before === null) throw AppError.notFound(target.notFound);
    await remove(tx, before);
    audit({
      action: `${target.targetType}.delete`,
      targetType: target.targetType,
      targetId: id,
      before,
      after: null,
    });
  });
}

// ── Notices ─────────────────────────────────────────────────────────────────

const noticeTarget: Target<Awaited<ReturnType<typeof findStaffNotice>>> = {
  targetType: 'notice',
  notFound: contentMessages.noticeNotFound,
  find: findStaffNotice,
};

export function saveNotice(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffNoticeSaveBody,
) {
  const now = new Date();
  return auditedSave(app, operator, noticeTarget, body.noticeIdx, {
    check: (tx) => checkLibraryPaths(tx, { savePath: body.savePath }),
    insert: (tx) => insertNotice(tx, body, now),
    update: (tx, id) => updateNotice(tx, id, body, now),
  });
}

export function removeNotice(app: FastifyInstance, operator: StaffOperator, noticeIdx: number) {
  return auditedDelete(app, operator, noticeTarget, noticeIdx, (tx) => deleteNotice(tx, noticeIdx));
}

// ── FAQ ─────────────────────────────────────────────────────────────────────

const faqTarget: Target<Awaited<ReturnType<typeof findStaffFaq>>> = {
  targetType: 'faq',
  notFound: contentMessages.faqNotFound,
  find: findStaffFaq,
};
const faqCategoryTarget: Target<Awaited<ReturnType<typeof findFaqCategory>>> = {
  targetType: 'faq-category',
  notFound: contentMessages.faqCategoryNotFound,
  find: findFaqCategory,
};

export function saveFaq(app: FastifyInstance, operator: StaffOperator, body: StaffFaqSaveBody) {
  return auditedSave(app, operator, faqTarget, body.faqsIdx, {
    check: async (tx) => {
      if (!(await findFaqCategory(tx, body.faqsCategoryIdx))) {
        throw AppError.invalidFields([
          { path: 'faqsCategoryIdx', message: contentMessages.faqCategoryUnknown },
        ]);
      }
    },
    insert: (tx) => insertFaq(tx, body),
    update: (tx, id) => updateFaq(tx, id, body),
  });
}

export function removeFaq(app: FastifyInstance, operator: StaffOperator, faqsIdx: number) {
  return auditedDelete(app, operator, faqTarget, faqsIdx, (tx) => deleteFaq(tx, faqsIdx));
}

export function saveFaqCategory(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffFaqCategorySaveBody,
) {
  return auditedSave(app, operator, faqCategoryTarget, body.faqsCategoryIdx, {
    insert: (tx) => insertFaqCategory(tx, body),
    update: (tx, id) => updateFaqCategory(tx, id, body),
  });
}

export function removeFaqCategory(
  app: FastifyInstance,
  operator: StaffOperator,
  faqsCategoryIdx: number,
) {
  return auditedDelete(app, operator, faqCategoryTarget, faqsCategoryIdx, async (tx, before) => {
    if (before && before.faqCount > 0) {
      throw new AppError(409, 'CONFLICT', contentMessages.faqCategoryInUse);
    }
    await deleteFaqCategory(tx, faqsCategoryIdx);
  });
}

// ── Banners ─────────────────────────────────────────────────────────────────

/** MAIN tiles and the other banners live in two tables, audited as two target types. */
const bannerTarget = (bannerType: StaffBannerType) => ({
  targetType: bannerType === 'MAIN' ? 'main-banner' : 'banner',
  notFound: contentMessages.bannerNotFound,
  find: (tx: Transaction, id: number) => findStaffBanner(tx, bannerType, id, new Date()),
});

export function saveBanner(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffBannerSaveBody,
) {
  return auditedSave(app, operator, bannerTarget(body.bannerType), body.bannerIdx, {
    check: async (tx) => {
      await checkLibraryPaths(tx, { savePath: body.savePath });
      if (
        body.actionType === 'PROGRAM' &&
        body.programIdx &&
        !(await programExists(tx, body.programIdx))
      ) {
        throw AppError.invalidFields([
          { path: 'programIdx', message: contentMessages.programUnknown },
        ]);
      }
    },
    insert: (tx) => insertBanner(tx, body),
    update: (tx, id) => updateBanner(tx, id, body),
  });
}

export function removeBanner(
  app: FastifyInstance,
  operator: StaffOperator,
  bannerType: StaffBannerType,
  bannerIdx: number,
) {
  return auditedDelete(app, operator, bannerTarget(bannerType), bannerIdx, (tx) =>
    deleteBanner(tx, bannerType, bannerIdx),
  );
}
