import { type ApiRequestError, ClientErrorCode } from '../../../lib/api-client';

const clientCodes = new Set<string>(Object.values(ClientErrorCode));

/**
 * For the `alert` option of calls whose server refusals the signup screens word themselves (an
 * inline message, or a spec sentence): the API client still alerts the failures that never
 * reached our server (timeout, offline, unstable network) with the spec's fallbacks.
 */
export function isClientFailure(error: ApiRequestError): boolean {
  return clientCodes.has(error.errorCode);
}
