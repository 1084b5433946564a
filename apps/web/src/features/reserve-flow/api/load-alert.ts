import { isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { flowMessages } from '../flow-guards';

/**
 * Spec 001 §8: a failed load of the flow's info or questions alerts "api를 불러오는데 실패했습니다.
 * 잠시 후 다시 시도해주세요." instead of the server's message. Cancelled and no-response calls stay
 * silent like everywhere (the API client logs them).
 */
export function alertFlowLoadFailure(error: unknown): void {
  if (isApiRequestError(error) && error.silent) return;
  showAlert({ title: flowMessages.loadFailed });
}
