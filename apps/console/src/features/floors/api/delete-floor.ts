import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffFloorDeleteResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';

/** POST /api/staff/floors/delete (EDITOR): refused (409) while zones, hotspots or stops use it. */
export function deleteFloor(floorIdx: number) {
  return api.post<typeof staffFloorDeleteResponse>('/api/staff/floors/delete', {
    body: { floorIdx },
  });
}

export function useDeleteFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFloor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
  });
}
