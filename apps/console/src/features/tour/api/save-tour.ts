import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffTourSaveBody } from '@venue/contract';
import { staffTourSave } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { toursQueryKey } from './get-tours';

/** POST /api/staff/tours/save (EDITOR): the tour, its stops replaced by `stopList` in order. */
export function saveTour(body: StaffTourSaveBody) {
  return api.call(staffTourSave, body);
}

export function useSaveTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: toursQueryKey }),
  });
}
