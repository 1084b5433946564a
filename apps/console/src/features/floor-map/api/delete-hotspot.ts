import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffHotspotDelete } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from '../../floors/api/get-floors';
import { hotspotsQueryKey } from './get-hotspots';

/** POST /api/staff/hotspots/delete (EDITOR). */
export function deleteHotspot(mapHotspotIdx: number) {
  return api.call(staffHotspotDelete, { mapHotspotIdx });
}

export function useDeleteHotspot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotspot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotspotsQueryKey }),
        queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
      ]),
  });
}
