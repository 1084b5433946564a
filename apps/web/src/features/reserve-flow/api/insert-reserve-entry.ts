import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectInfo, Question } from '@venue/contract';
import { newReserveEntryId, reserveEntryLetterFor } from '@venue/contract/domain';
import { reserveEntryInsert } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { flowMessages } from '../flow-guards';
import { completeFlow, type FlowState, getFlow, updateFlow } from '../flow-store';

/** The POST /api/reserveentry/insert body, as the contract's reserveEntryInsertBody reads it. */
export type InsertBody = {
  programIdx: number;
  programInstanceIdx: number | null;
  programType: 'RESERVATION' | 'APPLICATION';
  participantCnt: number;
  programCategoryIdx: number;
  userIdx: number;
  name?: string;
  phoneNumber?: string;
  email?: string;
  agreementYn: 'Y' | 'N';
  questionList: { programQuestionIdx: number; answer: string }[];
  reserveEntryId: string;
  programTermList: { termsIdx: number; agreementYn: 'Y' | 'N' }[];
};

/**
 * The insert body from the flow state (spec 001 §7 field names). Applicant fields go only when
 * the program collects them (an optional one left empty stays out); every program term is sent
 * with the member's Y or N; unanswered optional questions stay out.
 */
export function buildInsertBody(
  flow: FlowState,
  context: {
    userIdx: number;
    collect: CollectInfo;
    questions: readonly Pick<Question, 'programQuestionIdx'>[];
    reserveEntryId: string;
  },
): InsertBody {
  const { collect } = context;
  if (flow.programIdx === null || flow.programType === null || flow.programCategoryIdx === null) {
    throw new Error('The flow has no program');
  }
  const info = flow.userInfo ?? { name: '', phoneNumber: '', email: '', agreedTerms: [] };
  const body: InsertBody = {
    programIdx: flow.programIdx,
    programInstanceIdx: flow.programInstanceIdx,
    programType: flow.programType,
    participantCnt: flow.personCount,
    programCategoryIdx: flow.programCategoryIdx,
    userIdx: context.userIdx,
    agreementYn: 'Y',
    questionList: context.questions
      .map((q) => ({
        programQuestionIdx: q.programQuestionIdx,
        answer: flow.answers[String(q.programQuestionIdx)] ?? '',
      }))
      .filter((a) => a.answer.trim() !== ''),
    reserveEntryId: context.reserveEntryId,
    programTermList: collect.programTermList.map((term) => ({
      termsIdx: term.termsIdx,
      agreementYn: info.agreedTerms.includes(term.termsIdx) ? 'Y' : 'N',
    })),
  };
  if (collect.nameCollectYn === 'Y' && info.name.trim()) body.name = info.name.trim();
  if (collect.contactCollectYn === 'Y' && info.phoneNumber) body.phoneNumber = info.phoneNumber;
  if (collect.emailCollectYn === 'Y' && info.email.trim()) body.email = info.email.trim();
  return body;
}

/**
 * Whether the server may have written the entry although we got no success: a timeout, a lost
 * connection or a 5xx. The same reserveEntryId must then be sent again, so the server answers
 * the entry it made instead of making a second one. A 4xx is a definite "no": the next attempt
 * gets a new id (the member may change the instance, and the old id is bound to the old body).
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiRequestError(error)) return true;
  return error.resultCode >= 500 || error.errorCode.startsWith('CLIENT_');
}

/** Spec 001 §8: which sentence a failed submit shows. */
export function submitFailureMessage(error: unknown): string | null {
  if (!isApiRequestError(error)) return flowMessages.submitException;
  if (error.silent) return null;
  // The server's refusals (full, already entered, closed, restricted, invalid) are Korean
  // sentences meant for the member (decision 004): say exactly what went wrong.
  if (error.resultCode >= 400 && error.resultCode < 500 && !error.errorCode.startsWith('CLIENT_')) {
    return error.message || flowMessages.submitFailed;
  }
  return flowMessages.submitFailed;
}

/**
 * Submits the flow (from /infocomfirm without questions, else from /participy). The id is made
 * once and stored in the flow before the request leaves, so a double tap, a retry after a timeout
 * or a reload mid-request reuses it. On success the flow is completed (spec 001 §4 step 7) and the
 * program's detail is refreshed (its button now reads 예약확인 / 응모확인); on failure the flow
 * and everything typed stay, and the spec's message is shown.
 */
export function useSubmitReserveEntry({
  collect,
  questions,
  userIdx,
  onSuccess,
}: {
  collect: CollectInfo | undefined;
  questions: readonly Pick<Question, 'programQuestionIdx'>[];
  userIdx: number | undefined;
  onSuccess: (reserveEntryIdx: number) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!collect || userIdx === undefined) throw new Error('Flow data not loaded');
      const flow = getFlow();
      let reserveEntryId = flow.reserveEntryId;
      if (!reserveEntryId) {
        reserveEntryId = newReserveEntryId(
          reserveEntryLetterFor(flow.programType ?? ''),
          new Date(),
        );
        updateFlow({ reserveEntryId });
      }
      const body = buildInsertBody(flow, { userIdx, collect, questions, reserveEntryId });
      try {
        return await api.call(reserveEntryInsert, body, { alert: false });
      } catch (error) {
        if (!outcomeUnknown(error)) updateFlow({ reserveEntryId: null });
        throw error;
      }
    },
    onSuccess: (reserveEntryIdx) => {
      completeFlow(reserveEntryIdx);
      // The detail's button, the history and the home greeting all read the member's entries.
      void queryClient.invalidateQueries();
      onSuccess(reserveEntryIdx);
    },
    onError: (error) => {
      const message = submitFailureMessage(error);
      if (message) showAlert({ title: message });
    },
  });
}
