import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectInfo, Question, WaitlistJoinBody } from '@venue/contract';
import { waitlistJoin } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import type { AlertInput } from '../../../stores/alert-store';
import { RESTRICTED_ALERT } from '../flow-guards';
import { completeWaitlistJoin, type FlowState, getFlow } from '../flow-store';
import { buildInsertBody, submitFailureMessage } from './insert-reserve-entry';

/**
 * The POST /api/waitlist/join body (decision 063) from the flow state: the booking the member
 * would make, as the insert sends it (the same applicant fields, answers and terms; the
 * contract's names: personCount, answers).
 */
export function buildJoinBody(
  flow: FlowState,
  context: { collect: CollectInfo; questions: readonly Pick<Question, 'programQuestionIdx'>[] },
): WaitlistJoinBody {
  if (flow.programInstanceIdx === null) throw new Error('The flow has no session');
  const insert = buildInsertBody(flow, { ...context, userIdx: 0, reserveEntryId: '' });
  const body: WaitlistJoinBody = {
    programInstanceIdx: flow.programInstanceIdx,
    personCount: insert.participantCnt,
    answers: insert.questionList,
    agreementYn: insert.agreementYn,
    programTermList: insert.programTermList,
  };
  if (insert.name !== undefined) body.name = insert.name;
  if (insert.phoneNumber !== undefined) body.phoneNumber = insert.phoneNumber;
  if (insert.email !== undefined) body.email = insert.email;
  return body;
}

/**
 * How a refused 대기 신청 is answered. The server's Korean sentences are meant for the member
 * (decision 004); three refusals leave the member a choice, so they open the flow's sheet:
 * seats came free (book now), already in this line and the limit (see 내 대기).
 */
export type JoinRefusal =
  | { kind: 'sheet'; reason: 'seats' | 'joined' | 'limit'; message: string }
  | { kind: 'alert'; alert: AlertInput }
  | { kind: 'none' };

const SHEET_REASONS = {
  SEATS_AVAILABLE: 'seats',
  WAITLIST_ALREADY_JOINED: 'joined',
  WAITLIST_LIMIT: 'limit',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function joinRefusal(error: unknown): JoinRefusal {
  if (isApiRequestError(error)) {
    if (error.silent) return { kind: 'none' };
    const reason = SHEET_REASONS[error.errorCode as keyof typeof SHEET_REASONS];
    if (reason) return { kind: 'sheet', reason, message: error.message };
    if (error.errorCode === 'PARTICIPATION_RESTRICTED') {
      return { kind: 'alert', alert: { ...RESTRICTED_ALERT } };
    }
    if (error.errorCode === 'VALIDATION_FAILED' && error.fields?.length) {
      // What the server found wrong, one sentence a line (the subtitle is HTML).
      const lines = [...new Set(error.fields.map((field) => field.message))];
      return {
        kind: 'alert',
        alert: {
          title: '입력한 내용을 다시 확인해 주세요.',
          subtitle: lines.map(escapeHtml).join('<br>'),
        },
      };
    }
  }
  const title = submitFailureMessage(error);
  return title ? { kind: 'alert', alert: { title } } : { kind: 'none' };
}

/**
 * Submits the flow as 대기 신청: POST /api/waitlist/join. On success the flow ends with the place
 * in line (/programComplete shows it) and the member's data is fetched again; a refusal keeps
 * the flow and everything typed, and `onRefused` says how to answer it. A retry after a lost
 * answer is safe: the server keeps one place per member and session (WAITLIST_ALREADY_JOINED).
 */
export function useJoinWaitlist({
  collect,
  questions,
  onSuccess,
  onRefused,
}: {
  collect: CollectInfo | undefined;
  questions: readonly Pick<Question, 'programQuestionIdx'>[];
  onSuccess: () => void;
  onRefused: (refusal: JoinRefusal) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (!collect) throw new Error('Flow data not loaded');
      const flow = getFlow();
      const body = buildJoinBody(flow, { collect, questions });
      const joined = await api.call(waitlistJoin, body, { alert: false });
      return {
        ...joined,
        programInstanceIdx: body.programInstanceIdx,
        personCount: body.personCount,
      };
    },
    onSuccess: ({ waitlistIdx, position, programInstanceIdx, personCount }) => {
      completeWaitlistJoin({
        waitlistIdx,
        position,
        programInstanceIdx: Number(programInstanceIdx),
        personCount: Number(personCount),
      });
      void queryClient.invalidateQueries();
      onSuccess();
    },
    onError: (error) => onRefused(joinRefusal(error)),
  });
}
