import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffZoneSaveBody } from '@venue/contract';
import { staffZoneSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from './get-floors';
import { zonesQueryKey } from './get-zones';

/** POST /api/staff/zones/save (EDITOR): the description is sanitized by the server. */
export function saveZone(body: StaffZoneSaveBody) {
  return api.call(staffZoneSave, body);
}

export function useSaveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveZone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: zonesQueryKey }),
        // a floor's zone count
        queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
      ]),
  });
}
