import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffHotspotSaveBody, staffHotspotSaveResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { floorsQueryKey } from '../../floors/api/get-floors';
import { hotspotsQueryKey } from './get-hotspots';

/** POST /api/staff/hotspots/save (EDITOR): creates without an id, updates with it. */
export function saveHotspot(body: StaffHotspotSaveBody) {
  return api.post<typeof staffHotspotSaveResponse>('/api/staff/hotspots/save', { body });
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
