import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffDoorRuleBody } from '@venue/contract';
import { staffDoorRule } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { rosterQueryKey } from './get-roster';

/**
 * POST /api/staff/programs/door-rule (EDITOR, audited; decision 032): from how many minutes
 * before a session's start only its booked members enter the program's place; null = walk-in.
 */
export function setDoorRule(body: StaffDoorRuleBody) {
  return api.call(staffDoorRule, body);
}

export function useSetDoorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDoorRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rosterQueryKey }),
  });
}
