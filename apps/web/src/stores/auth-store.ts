import type { Gender, LoginType, TelecomCode, Yn } from '@venue/contract';
import { createStore, useStore } from '../lib/create-store';

/**
 * The signup in progress (spec 000 §3 "Session/auth state"): who the provider said the visitor is
 * (authId, authSubsId, authType, and the server's loginTicket proving it), what identification
 * verified (userInfo), and the legal guardian of an under-14 member (legalguardianInfo).
 *
 * Persisted across reloads as the spec asks, in sessionStorage: it lives only as long as the tab,
 * so a half-finished signup on a shared phone does not outlive the visit. "Auth clear" (spec 000
 * §4) resets every field, guardian included. The jwt is not here: see session-store.ts.
 */
export type VerifiedPerson = {
  /** the phone verification handle the server issued (phone/send) and confirmed (phone/verify) */
  seq: string;
  name: string;
  birthYmd: string;
  gender: Gender;
  foreignerYn: Yn;
  telco: TelecomCode;
  phoneNumber: string;
};

export type IdentifiedUser = VerifiedPerson & {
  /** Y: this person already has an account → /Integration */
  overlapYn: Yn;
  under14Yn: Yn;
};

export type AuthState = {
  authId: string | null;
  authSubsId: string | null;
  authType: LoginType | null;
  /** the server-signed proof of the login in progress; signup and /Integration send it back */
  loginTicket: string | null;
  /** the VIP access key of a VIP login in progress */
  vipAccessKey: string | null;
  userInfo: IdentifiedUser | null;
  legalguardianInfo: VerifiedPerson | null;
};

export const AUTH_STORAGE_KEY = 'auth';

const emptyAuth: AuthState = {
  authId: null,
  authSubsId: null,
  authType: null,
  loginTicket: null,
  vipAccessKey: null,
  userInfo: null,
  legalguardianInfo: null,
};

function readPersisted(): AuthState {
  if (typeof window === 'undefined') return emptyAuth;
  try {
    const raw = window.sessionStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return emptyAuth;
    const parsed = JSON.parse(raw) as Partial<AuthState>;
    return { ...emptyAuth, ...parsed };
  } catch {
    return emptyAuth;
  }
}

function persist(state: AuthState): void {
  try {
    if (state === emptyAuth) window.sessionStorage.removeItem(AUTH_STORAGE_KEY);
    else window.sessionStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be unavailable (private mode); the flow still works within the page.
  }
}

const authStore = createStore<AuthState>(readPersisted());

export function getAuthState(): AuthState {
  return authStore.get();
}

/** Merges fields into the auth state and persists it. */
export function updateAuthState(patch: Partial<AuthState>): void {
  const next = { ...authStore.get(), ...patch };
  authStore.set(next);
  persist(next);
}

/** Spec 000 §4 "Auth clear": resets every auth field and the guardian info. */
export function clearAuthState(): void {
  authStore.set(emptyAuth);
  persist(emptyAuth);
}

/** Re-read sessionStorage (tests, or another script that changed it). */
export function syncAuthFromStorage(): void {
  authStore.set(readPersisted());
}

export function useAuthState<S>(selector: (state: AuthState) => S): S {
  return useStore(authStore, selector);
}
