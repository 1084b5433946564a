import type { Gender, Yn } from '@venue/contract';
import { createStore, useStore } from '../../lib/create-store';

/**
 * The QR issue in progress (spec 000 §4: /qrissue → /qrIssue14 → /qrIssueGuardian), like the
 * signup's auth store: the member's own verification of /qrissue, which the under-14 pages need
 * (the confirmation compares against it; the guardian's verification names its seq as userSeq).
 * Kept in sessionStorage, so a reload between the pages resumes, and only for the tab's life.
 * No resident-number digit is kept: only what the server answered and the form derived.
 */
export type QrMemberVerification = {
  /** the verification handle of phone/send, confirmed by phone/verify (verifyType qrissue) */
  seq: string;
  name: string;
  birthYmd: string;
  gender: Gender;
  foreignerYn: Yn;
  under14Yn: Yn;
  /** verifying again for a pass already issued today (decision 070): the pages must not skip ahead */
  again?: boolean;
};

export const QR_FLOW_STORAGE_KEY = 'qrIssue';

function readPersisted(): QrMemberVerification | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(QR_FLOW_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as QrMemberVerification | null) : null;
    return parsed && typeof parsed.seq === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

const qrFlowStore = createStore<QrMemberVerification | null>(readPersisted());

export function getQrVerification(): QrMemberVerification | null {
  return qrFlowStore.get();
}

/** Remembers the member's verification (or forgets it with null, when the QR is issued). */
export function setQrVerification(value: QrMemberVerification | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(QR_FLOW_STORAGE_KEY);
    else window.sessionStorage.setItem(QR_FLOW_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode): the flow still works until the page reloads.
  }
  qrFlowStore.set(value);
}

export function useQrVerification(): QrMemberVerification | null {
  return useStore(qrFlowStore);
}
