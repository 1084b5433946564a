import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFloorSaveBody, staffFloorSaveResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/save (EDITOR): creates a floor without an id, updates one with it. */
export function saveFloor(body: StaffFloorSaveBody) {
  return api.post<typeof staffFloorSaveResponse>('/api/staff/floors/save', { body });
}

export function useSaveFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
