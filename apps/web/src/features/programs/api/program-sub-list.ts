import { isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';

/**
 * Shared by the detail's sub-list calls (option, button, related, useprev): spec 001 §8 asks for
 * "separate alerts for failed loads of program, schedule and place, buttons, related programs and
 * previous programs" without their wording, so each call names its block here. A block whose
 * call fails is left out of the page; cancelled and no-response calls stay silent.
 */
export function alertSubListFailure(error: unknown, what: string): void {
  if (isApiRequestError(error) && error.silent) return;
  showAlert({ title: `${what} 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.` });
}
