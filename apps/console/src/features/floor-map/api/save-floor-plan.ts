import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FloorPlan } from '@venue/contract';
import { staffFloorPlanSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from '../../floors/api/get-floors';

/** POST /api/staff/floors/plan/save (EDITOR): a floor's plan image and its size, or null. */
export function saveFloorPlan(body: { floorIdx: number; plan: FloorPlan | null }) {
  return api.call(staffFloorPlanSave, body);
}

export function useSaveFloorPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFloorPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
