import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffFloorDelete } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/delete (EDITOR): refused (409) while zones, hotspots or stops use it. */
export function deleteFloor(floorIdx: number) {
  return api.call(staffFloorDelete, { floorIdx });
}

export function useDeleteFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
