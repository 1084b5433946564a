import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffZoneDelete } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';
import { zonesQueryKey } from './get-zones';

/** POST /api/staff/zones/delete (EDITOR): refused (409) while programs, hotspots or stops use it. */
export function deleteZone(zoneIdx: number) {
  return api.call(staffZoneDelete, { zoneIdx });
}

export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
        queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
      ]),
  });
}
