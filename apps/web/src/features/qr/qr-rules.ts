import type { SseMessage } from '@venue/contract';
import { type Gender, residentDigitFor, type TelecomCode } from '@venue/contract/domain';
import { paths } from '../../config/paths';
import type {
  LoginInProgress,
  PhoneVerificationInitial,
} from '../signup/components/phone-verification-form';

/**
 * The client rules of the QR pages (spec 000 §4, §8; decision 017), pure so each has a
 * table-driven test.
 */

/** Spec 000 §8, verbatim: a QR page that cannot load says this, then goes back. */
export const QR_PAGE_ERROR_TEXT = '오류가 발생했습니다. 다시 시도해주세요.';

/** Spec 000 §8, verbatim: no guardian saved (or it could not be read): the fields stay empty. */
export const GUARDIAN_NOT_FOUND_TEXT = '보호자 정보를 불러오지 못했습니다. 정보를 입력해주세요.';

/** A member verifies with their token: there is no login in progress to name. */
export const NO_LOGIN: LoginInProgress = { authId: null, authSubsId: null, authType: null };

/**
 * The SMS verification form's starting values (features/signup PhoneVerificationForm) for a known
 * person (the member's record, or their saved guardian). The resident number's front 6 digits
 * (YYMMDD) and back digit are derived from the birth date, gender and foreigner flag, the reverse
 * of what the form derives when it sends. The person can still change every field (the agency
 * checks them).
 */
export function prefillFrom(person: {
  name: string;
  birthYmd: string;
  gender: Gender;
  foreignerYn: 'Y' | 'N';
  telco: TelecomCode | null;
  phoneNumber: string;
}): PhoneVerificationInitial {
  const digit = residentDigitFor(person) ?? '';
  const front6 = digit ? person.birthYmd.replaceAll('-', '').slice(2, 8) : '';
  return {
    name: person.name,
    front6,
    digit,
    telco: person.telco,
    phone: /^\d{11}$/.test(person.phoneNumber) ? person.phoneNumber : '',
  };
}

/**
 * /qrissue for a member who holds today's pass and verifies again to use it on this phone
 * (decision 070). A query of this feature's own, not a second path in config/paths.ts: that file
 * ships in every page's first visit.
 */
export const QR_VERIFY_AGAIN_HREF = `${paths.qrIssue.getHref()}?again=1`;

/** Spec 000 §4: a verified member under 14 goes on to the guardian flow, anyone else to the QR. */
export function routeAfterQrVerify(result: { under14Yn: 'Y' | 'N' }): string {
  return result.under14Yn === 'Y' ? paths.qrIssue14.getHref() : paths.qrComplet.getHref();
}

/**
 * Where the welcome modal's button goes: /tutorial/{programIdx} when the message names a program
 * with a tutorial (tutorialYn Y and a tutorialLink, spec 000 §4); null for a plain welcome.
 */
export function welcomeTutorialHref(message: SseMessage): string | null {
  if (message.tutorialYn !== 'Y' || !message.tutorialLink || message.programIdx === null) {
    return null;
  }
  return paths.tutorial.getHref(message.programIdx);
}

/** "2026년 11월 22일 (일)" for the QR's validity line. */
export function qrDayLabel(ymd: string, weekday: string): string {
  const [year, month, day] = ymd.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일 (${weekday})`;
}
