import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyAnswerBody } from '@venue/contract';
import { surveyAnswer } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { surveysKey } from './get-surveys';

/**
 * POST /api/survey/answer (decision 021): the member's answers, once. Field problems
 * (VALIDATION_FAILED with `fields`) are shown on the questions, never alerted; every other
 * refusal alerts with the server's message (SURVEY_ALREADY_ANSWERED: 이미 참여하신 설문이에요…).
 * Either way the list and the details are asked again: a success or an "already answered" both
 * turn the survey into 참여 완료.
 */
export function answerSurvey(body: SurveyAnswerBody) {
  return api.call(surveyAnswer, body, {
    alert: (error) => error.errorCode !== 'VALIDATION_FAILED',
  });
}

export function useAnswerSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSurvey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: surveysKey }),
  });
}
