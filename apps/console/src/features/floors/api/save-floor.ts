import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFloorSaveBody } from '@venue/contract';
import { staffFloorSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/save (EDITOR): creates a floor without an id, updates one with it. */
export function saveFloor(body: StaffFloorSaveBody) {
  return api.call(staffFloorSave, body);
}

export function useSaveFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
