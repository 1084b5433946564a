import { type ApiRequestError, isApiRequestError } from '../../../lib/api-client';

/**
 * A staff call answered 401: no staff session, or it expired (STAFF_UNAUTHORIZED). The console
 * then goes to its login page; the API client neither alerts it nor touches a member's token.
 * A refused login (STAFF_LOGIN_FAILED, also a 401) is no lost session: the login form shows it.
 */
export function isStaffSessionLost(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) && error.resultCode === 401 && error.errorCode !== 'STAFF_LOGIN_FAILED'
  );
}
