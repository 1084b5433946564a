import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
// The member record comes from the instance feature's query file.
import { useUserInfo } from '../../lib/user-info';
import { showAlert } from '../../stores/alert-store';
import { useCollectInfo } from './api/get-collect-info';
import { useQuestions } from './api/get-questions';
import { useSubmitReserveEntry } from './api/insert-reserve-entry';
import { type JoinRefusal, useJoinWaitlist } from './api/join-waitlist';
import { updateFlow, useFlow } from './flow-store';

/** A refusal of 대기 신청 that leaves the member a choice (components/join-refusal-sheet.tsx). */
export type SheetRefusal = Extract<JoinRefusal, { kind: 'sheet' }>;

/**
 * What /infocomfirm and /participy both need to submit the flow (spec 001 §4 steps 5–6): the
 * program's collect settings and questions, the member, and the submit that goes to
 * /programComplete on success: the booking, or 대기 신청 when /schedule chose a full session
 * (decision 063). `data` is null until all three have loaded; `failed` says one of them could
 * not be loaded. `refusal` is a refused 대기 신청 the page answers with its sheet;
 * `bookInstead` books the same choice when the refusal was that seats came free.
 */
export function useFlowSubmission() {
  const programIdx = useFlow((flow) => flow.programIdx);
  const waitlist = useFlow((flow) => flow.waitlist);
  const collect = useCollectInfo(programIdx);
  const questions = useQuestions(programIdx);
  const user = useUserInfo();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<SheetRefusal | null>(null);
  const toComplete = () => navigate(paths.reserveFlow.complete.getHref());
  const questionList = questions.data?.questionList ?? [];
  const book = useSubmitReserveEntry({
    collect: collect.data,
    questions: questionList,
    userIdx: user.data?.userIdx,
    onSuccess: toComplete,
  });
  const join = useJoinWaitlist({
    collect: collect.data,
    questions: questionList,
    onSuccess: toComplete,
    onRefused: (answer) => {
      if (answer.kind === 'sheet') setRefusal(answer);
      else if (answer.kind === 'alert') showAlert(answer.alert);
    },
  });
  const data =
    collect.data && questions.data && user.data
      ? { collect: collect.data, questions: questions.data, user: user.data }
      : null;
  const current = waitlist ? join : book;
  return {
    programIdx,
    waitlist,
    data,
    failed: collect.isError || questions.isError || user.isError,
    submit: { mutate: () => current.mutate(), isPending: book.isPending || join.isPending },
    refusal,
    closeRefusal: () => setRefusal(null),
    bookInstead: () => {
      setRefusal(null);
      updateFlow({ waitlist: false });
      book.mutate();
    },
  };
}
