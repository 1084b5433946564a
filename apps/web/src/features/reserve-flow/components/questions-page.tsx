import type { Question, QuestionOption } from '@venue/contract';
import { answerIssues } from '@venue/contract/domain';
import { QuestionField } from '../../../components/question-field/question-field';
import { Button } from '../../../components/ui/button';
import { updateFlow, useFlow } from '../flow-store';
import { useFlowSubmission } from '../use-flow-submission';
import styles from './flow.module.css';
import { FlowLoading } from './flow-loading';
import { submitLabel } from './info-confirm-page';
import { JoinRefusalSheet } from './join-refusal-sheet';

/**
 * Whether the answers may be submitted (spec 001 §5 Questions): the contract's answerIssues, the
 * same rule the server applies (required text non-blank, required choice at least one, OBJONE one,
 * 200 characters at most).
 */
export function answersValid(
  questions: readonly Question[],
  options: readonly QuestionOption[],
  answers: Record<string, string>,
): boolean {
  const given = questions
    .map((q) => ({
      programQuestionIdx: q.programQuestionIdx,
      answer: answers[String(q.programQuestionIdx)] ?? '',
    }))
    .filter((a) => a.answer !== '');
  return answerIssues(questions, options, given).length === 0;
}

/**
 * /participy (spec 001 §2 step 4): the program's questions — OBJONE (one choice), OBJMULTI
 * (several), SUBJECTIVE (short text), DESCRIPTIVE (up to 200 characters with a counter). Answers
 * are kept in the flow state as they are given; submit is disabled until they are valid and while
 * sending, and a failed submit keeps them.
 */
export function QuestionsPage() {
  const programType = useFlow((flow) => flow.programType);
  const answers = useFlow((flow) => flow.answers);
  const { waitlist, data, failed, submit, ...refused } = useFlowSubmission();

  if (!data) {
    return (
      <FlowLoading
        failed={failed}
        loading="질문을 불러오는 중이에요."
        error="질문을 불러오지 못했어요."
      />
    );
  }
  const { questionList, questionOptionsList } = data.questions;
  const valid = answersValid(questionList, questionOptionsList, answers);
  const setAnswer = (idx: number, answer: string) =>
    updateFlow({ answers: { ...answers, [String(idx)]: answer } });

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !submit.isPending) submit.mutate();
      }}
    >
      <p className={styles.lead}>프로그램 참여를 위해 몇 가지 질문에 답해 주세요.</p>
      {questionList.map((question, index) => (
        <QuestionField
          key={question.programQuestionIdx}
          number={index + 1}
          questionText={question.questionText}
          questionType={question.questionType}
          required={question.requiredYn === 'Y'}
          options={questionOptionsList
            .filter((o) => o.programQuestionIdx === question.programQuestionIdx)
            .map((o) => ({ value: o.programQuestionOptionIdx, label: o.multipleText }))}
          answer={answers[String(question.programQuestionIdx)] ?? ''}
          onAnswer={(answer) => setAnswer(question.programQuestionIdx, answer)}
        />
      ))}
      <Button type="submit" block className={styles.next} disabled={!valid || submit.isPending}>
        {submit.isPending ? '신청하는 중이에요' : submitLabel(programType, waitlist)}
      </Button>
      <JoinRefusalSheet
        refusal={refused.refusal}
        onClose={refused.closeRefusal}
        onBook={refused.bookInstead}
        booking={submit.isPending}
      />
    </form>
  );
}
