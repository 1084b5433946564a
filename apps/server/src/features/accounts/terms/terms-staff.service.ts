/**
 * The console's terms calls (decision 028): list every version, save a draft of a new
 * version (EDITOR), publish it (ADMIN). A published version never changes again: members agreed
 * to it, and /terms/preview/{id} keeps showing it. Each write runs inside `auditedWrite`, which
 * gives the transaction and the audit callback.
 */
import {
  PRIVACY_POLICY_CODE,
  type StaffTermsCode,
  type StaffTermsList,
  type StaffTermsSaveBody,
  type StaffTermsVersion,
  staffTermsCode,
} from '@venue/contract';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/pg-errors';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import type { AuditRecord } from '../../operations/audit/audited-write';
import {
  findVersionForUpdate,
  inForceIdxOf,
  insertVersion,
  listAllVersions,
  lockVersionsOf,
  type TermsRow,
  toStaffVersion,
  updateVersion,
} from './terms.repository';

type Audit = (record: AuditRecord) => void;

export const termsStaffMessages = {
  notFound: '약관을 찾을 수 없어요.',
  draftExists: '작성 중인 새 버전이 있어요. 그 버전을 고쳐 주세요.',
  alreadyPublished: '이미 게시된 약관이에요.',
  codeFixed: '약관 코드는 바꿀 수 없어요.',
  emptyDescription: '약관 내용을 입력해 주세요.',
  effectiveBeforeToday: '시행일은 오늘 이후로 정해 주세요.',
  policyNotRequired: '개인정보처리방침은 동의받는 약관이 아니어서 필수로 정할 수 없어요.',
  effectiveBeforePrevious: (day: string) =>
    `시행일은 이전 버전의 시행일(${day})보다 빠를 수 없어요.`,
};

/**
 * Every code of the contract and the privacy policy, with its versions newest first (codes
 * without any: empty).
 */
export async function listStaffTerms(db: Database, today: string): Promise<StaffTermsList> {
  const rows = await listAllVersions(db);
  return staffTermsCode.options.map((code) => {
    const versions = rows.filter((row) => row.termsCode === code);
    const inForceIdx = inForceIdxOf(versions, today);
    return {
      termsCode: code as StaffTermsCode,
      versions: versions.map((row) => toStaffVersion(row, today, inForceIdx)),
    };
  });
}

/** The audit log's target: the privacy policy is named as such, not as a term. */
function auditActionOf(code: string): 'terms' | 'privacy-policy' {
  return code === PRIVACY_POLICY_CODE ? 'privacy-policy' : 'terms';
}

function assertEffectiveDate(effectiveDate: string, today: string, previous?: TermsRow) {
  if (effectiveDate < today) {
    throw AppError.invalidFields([
      { path: 'effectiveDate', message: termsStaffMessages.effectiveBeforeToday },
    ]);
  }
  if (previous && effectiveDate < previous.effectiveDate) {
    throw AppError.invalidFields([
      {
        path: 'effectiveDate',
        message: termsStaffMessages.effectiveBeforePrevious(previous.effectiveDate),
      },
    ]);
  }
}

/** POST /api/staff/terms/save: creates the code's next version as a draft, or updates a draft. */
export async function saveTermsDraft(
  tx: Database,
  body: StaffTermsSaveBody,
  today: string,
  audit: Audit,
): Promise<StaffTermsVersion> {
  const termsDescription = sanitizeEditorHtml(body.termsDescription);
  if (termsDescription.trim() === '') {
    throw AppError.invalidFields([
      { path: 'termsDescription', message: termsStaffMessages.emptyDescription },
    ]);
  }
  assertEffectiveDate(body.effectiveDate, today);
  const isPolicy = body.termsCode === PRIVACY_POLICY_CODE;
  if (isPolicy && body.requiredYn === 'Y') {
    throw AppError.invalidFields([
      { path: 'requiredYn', message: termsStaffMessages.policyNotRequired },
    ]);
  }
  const action = auditActionOf(body.termsCode);
  const fields = {
    termsName: body.termsName,
    termsDescription,
    requiredYn: body.requiredYn === 'Y',
    effectiveDate: body.effectiveDate,
  };

  if (body.termsIdx !== undefined) {
    const before = await findVersionForUpdate(tx, body.termsIdx);
    if (!before) throw AppError.notFound(termsStaffMessages.notFound);
    if (before.displayYn) throw new AppError(409, 'TERMS_PUBLISHED');
    if (before.termsCode !== body.termsCode) {
      throw AppError.invalidFields([{ path: 'termsCode', message: termsStaffMessages.codeFixed }]);
    }
    const after = toStaffVersion(
      await updateVersion(tx, before.termsIdx, fields),
      today,
      undefined,
    );
    audit({
      action: `${action}.save`,
      targetType: action,
      targetId: after.termsIdx,
      before: toStaffVersion(before, today, undefined),
      after,
    });
    return after;
  }

  const versions = await lockVersionsOf(tx, body.termsCode);
  if (versions.some((row) => !row.displayYn)) {
    throw new AppError(409, 'CONFLICT', termsStaffMessages.draftExists);
  }
  const row = await insertVersion(tx, {
    ...fields,
    termsCode: body.termsCode,
    version: (versions[0]?.version ?? 0) + 1,
    sortIndex: versions[0]?.sortIndex ?? 0,
    displayYn: false,
    publishedAt: null,
  }).catch((error: unknown) => {
    // The first draft of a code nobody wrote yet, saved twice at once (nothing to lock).
    if (isUniqueViolation(error, 'terms_code_version_uq')) {
      throw new AppError(409, 'CONFLICT', termsStaffMessages.draftExists);
    }
    throw error;
  });
  const after = toStaffVersion(row, today, undefined);
  audit({
    action: `${action}.save`,
    targetType: action,
    targetId: row.termsIdx,
    before: null,
    after,
  });
  return after;
}

/**
 * POST /api/staff/terms/publish: a draft becomes a published version. Its effective day must be
 * today or later and not before the code's last published version's, so versions come into
 * force in version order and the newest effective one is the version in force.
 */
export async function publishTerms(
  tx: Database,
  termsIdx: number,
  now: Date,
  today: string,
  audit: Audit,
): Promise<StaffTermsVersion> {
  const draft = await findVersionForUpdate(tx, termsIdx);
  if (!draft) throw AppError.notFound(termsStaffMessages.notFound);
  if (draft.displayYn) {
    throw new AppError(409, 'TERMS_PUBLISHED', termsStaffMessages.alreadyPublished);
  }
  const versions = await lockVersionsOf(tx, draft.termsCode);
  assertEffectiveDate(
    draft.effectiveDate,
    today,
    versions.find((row) => row.displayYn),
  );
  const published = await updateVersion(tx, termsIdx, { displayYn: true, publishedAt: now });
  const all = versions.map((row) => (row.termsIdx === termsIdx ? published : row));
  const after = toStaffVersion(published, today, inForceIdxOf(all, today));
  const action = auditActionOf(draft.termsCode);
  audit({
    action: `${action}.publish`,
    targetType: action,
    targetId: termsIdx,
    before: toStaffVersion(draft, today, undefined),
    after,
  });
  return after;
}
