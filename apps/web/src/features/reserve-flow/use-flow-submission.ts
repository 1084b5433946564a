import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
// The member record comes from the instance feature's query file.
import { useUserInfo } from '../../lib/user-info';
import { useCollectInfo } from './api/get-collect-info';
import { useQuestions } from './api/get-questions';
import { useSubmitReserveEntry } from './api/insert-reserve-entry';
import { useFlow } from './flow-store';

/**
 * What /infocomfirm and /participy both need to submit the flow (spec 001 §4 steps 5–6): the
 * program's collect settings and questions, the member, and the submit mutation that goes to
 * /programComplete on success. `data` is null until all three have loaded; `failed` says one of
 * them could not be loaded.
 */
export function useFlowSubmission() {
  const programIdx = useFlow((flow) => flow.programIdx);
  const collect = useCollectInfo(programIdx);
  const questions = useQuestions(programIdx);
  const user = useUserInfo();
  const navigate = useNavigate();
  const submit = useSubmitReserveEntry({
    collect: collect.data,
    questions: questions.data?.questionList ?? [],
    userIdx: user.data?.userIdx,
    onSuccess: () => navigate(paths.reserveFlow.complete.getHref()),
  });
  const data =
    collect.data && questions.data && user.data
      ? { collect: collect.data, questions: questions.data, user: user.data }
      : null;
  return {
    programIdx,
    data,
    failed: collect.isError || questions.isError || user.isError,
    submit,
  };
}
