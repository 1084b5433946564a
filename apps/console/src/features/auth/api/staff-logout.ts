import { staffLogout } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';

/**
 * POST /api/staff/logout: ends the staff session, clears its cookie and forgets every staff answer
 * (operator, places, operators). An already lost session (401) is as good as a logout, so the
 * caller moves on to the login page either way.
 */
export function useStaffLogout() {
  return useStaffWrite(staffLogout, [], {
    onSettled: (_answer, _error, _input, _result, { client }) =>
      client.removeQueries({ queryKey: ['staff'] }),
  });
}
