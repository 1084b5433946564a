import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { staffQuestionSaveBody } from '@venue/contract';
import { staffQuestionSave } from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { programsQueryKey } from './get-programs';

export type QuestionSaveBody = z.input<typeof staffQuestionSaveBody>;

/**
 * POST /api/staff/programs/questions/save (EDITOR): the whole ordered set; answered questions
 * are kept and the set becomes a new version (`newVersionYn`).
 */
export function saveQuestions(body: QuestionSaveBody) {
  return api.call(staffQuestionSave, body);
}

export function useSaveQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  });
}
