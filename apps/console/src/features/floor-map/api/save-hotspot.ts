import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffHotspotSaveBody } from '@venue/contract';
import { staffHotspotSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from '../../floors/api/get-floors';
import { hotspotsQueryKey } from './get-hotspots';

/** POST /api/staff/hotspots/save (EDITOR): creates without an id, updates with it. */
export function saveHotspot(body: StaffHotspotSaveBody) {
  return api.call(staffHotspotSave, body);
}

export function useSaveHotspot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHotspot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotspotsQueryKey }),
        queryClient.invalidateQueries({ queryKey: floorsQueryKey }),
      ]),
  });
}
