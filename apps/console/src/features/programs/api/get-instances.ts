import type { staffInstanceListBody } from '@venue/contract';
import { staffInstanceList } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { useStaffRead } from '../../../lib/staff-query';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/instances/list: by day and time, booked seats and live entries. */
export function useInstances(body: z.input<typeof staffInstanceListBody>) {
  return useStaffRead([...programQueryKey(body.programIdx), 'instances'], staffInstanceList, body);
}
