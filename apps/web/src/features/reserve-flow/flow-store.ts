import type { EntryProgramType } from '@venue/contract/domain';
import { createStore, useStore } from '../../lib/create-store';

/**
 * The reservation or application in progress (spec 001 §3 "Flow state"), from the detail's main
 * button through /schedule, /infocomfirm and /participy to /programComplete. Field names are the
 * spec's. It is persisted in sessionStorage under FLOW_STORAGE_KEY, so a reload (or a phone that
 * drops the tab while the member types) resumes where they were, and it lives only as long as the
 * tab, like the signup in progress (stores/auth-store.ts).
 *
 * Beyond the spec's fields it keeps what the member typed (`userInfo` holds the confirmation form,
 * `answers` the questions), so a failed submit loses nothing, and
 * `reserveEntryId` is made once per attempt and reused by every retry, so a double tap or a retry
 * after a timeout can never book twice (the server is idempotent on it).
 */
export type FlowUserInfo = {
  name: string;
  phoneNumber: string;
  email: string;
  /** termsIdx of the program terms the member ticked */
  agreedTerms: number[];
};

export type FlowState = {
  programIdx: number | null;
  programInstanceIdx: number | null;
  /** default 1 */
  personCount: number;
  programType: EntryProgramType | null;
  programCategoryIdx: number | null;
  /** the entry made by the last successful submit (kept after the flow ends, for /programComplete) */
  reserveEntryIdx: number | null;
  /** the id of the submit in flight or last attempted; null until the first submit */
  reserveEntryId: string | null;
  userInfo: FlowUserInfo | null;
  /** programQuestionIdx → answer (option idxs joined by commas, or the text) */
  answers: Record<string, string>;
  inProgress: boolean;
  /**
   * 대기 신청 (decision 063): the chosen session has fewer seats than the party, so the last step
   * joins its waiting list (POST /api/waitlist/join) instead of booking. Set by /schedule.
   */
  waitlist: boolean;
  /** the place the last 대기 신청 got (kept after the flow ends, for /programComplete) */
  waitlistJoined: WaitlistJoined | null;
};

export type WaitlistJoined = {
  waitlistIdx: number;
  /** 1 for the first in line */
  position: number;
  programInstanceIdx: number;
  personCount: number;
};

export const FLOW_STORAGE_KEY = 'reserveFlow';

export const emptyFlow: FlowState = {
  programIdx: null,
  programInstanceIdx: null,
  personCount: 1,
  programType: null,
  programCategoryIdx: null,
  reserveEntryIdx: null,
  reserveEntryId: null,
  userInfo: null,
  answers: {},
  inProgress: false,
  waitlist: false,
  waitlistJoined: null,
};

function readPersisted(): FlowState {
  if (typeof window === 'undefined') return emptyFlow;
  try {
    const raw = window.sessionStorage.getItem(FLOW_STORAGE_KEY);
    if (!raw) return emptyFlow;
    const parsed = JSON.parse(raw) as Partial<FlowState> | null;
    if (!parsed || typeof parsed !== 'object') return emptyFlow;
    return { ...emptyFlow, ...parsed, answers: { ...(parsed.answers ?? {}) } };
  } catch {
    return emptyFlow;
  }
}

function persist(state: FlowState): void {
  try {
    window.sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage unavailable (private mode): the flow still works until the page reloads.
  }
}

const flowStore = createStore<FlowState>(readPersisted());

export function getFlow(): FlowState {
  return flowStore.get();
}

/** Merges fields into the flow state and persists it. */
export function updateFlow(patch: Partial<FlowState>): void {
  const next = { ...flowStore.get(), ...patch };
  flowStore.set(next);
  persist(next);
}

/**
 * Spec 001 §4 step 4: a fresh flow for a program, marked inProgress. Starting the same program
 * again keeps what was already chosen and typed (the member came back from /infocomfirm to the
 * detail and pressed the button again); another program starts empty.
 */
export function beginFlow(program: {
  programIdx: number;
  programType: EntryProgramType;
  programCategoryIdx: number;
}): void {
  const current = flowStore.get();
  const same = current.inProgress && current.programIdx === program.programIdx;
  updateFlow({
    ...(same ? current : emptyFlow),
    ...program,
    inProgress: true,
  });
}

/**
 * Spec 001 §4 step 7: after a successful submit the flow is reset but keeps reserveEntryIdx and
 * the type (and the program, so /programComplete can name it), with inProgress false.
 */
export function completeFlow(reserveEntryIdx: number): void {
  const current = flowStore.get();
  updateFlow({
    ...emptyFlow,
    programIdx: current.programIdx,
    programType: current.programType,
    reserveEntryIdx,
    inProgress: false,
  });
}

/**
 * After a successful 대기 신청 the flow ends as after a booking (spec 001 §4 step 7), keeping the
 * program and the place in line for /programComplete; there is no entry yet.
 */
export function completeWaitlistJoin(joined: WaitlistJoined): void {
  const current = flowStore.get();
  updateFlow({
    ...emptyFlow,
    programIdx: current.programIdx,
    programType: current.programType,
    waitlistJoined: joined,
    inProgress: false,
  });
}

/** Re-read sessionStorage (tests, or a remount after another script changed it). */
export function syncFlowFromStorage(): void {
  flowStore.set(readPersisted());
}

export function useFlow<S>(selector: (state: FlowState) => S): S {
  return useStore(flowStore, selector);
}
