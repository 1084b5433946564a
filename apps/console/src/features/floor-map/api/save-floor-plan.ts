import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FloorPlan, staffFloorPlanSaveResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from '../../floors/api/get-floors';

/** POST /api/staff/floors/plan/save (EDITOR): a floor's plan image and its size, or null. */
export function saveFloorPlan(body: { floorIdx: number; plan: FloorPlan | null }) {
  return api.post<typeof staffFloorPlanSaveResponse>('/api/staff/floors/plan/save', { body });
}

export function useSaveFloorPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFloorPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
