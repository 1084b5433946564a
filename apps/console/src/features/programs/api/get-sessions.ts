import type { staffSessionListBody } from '@venue/contract';
import { staffSessionList } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { useStaffRead } from '../../../lib/staff-query';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/sessions/list: by day and time, booked seats and live entries. */
export function useSessions(body: z.input<typeof staffSessionListBody>) {
  return useStaffRead([...programQueryKey(body.programIdx), 'sessions'], staffSessionList, body);
}
