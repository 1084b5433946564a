import { type StaffQuestionVersion, staffQuestionSaveBody } from '@venue/contract';
import { Link } from 'react-router';
import type { z } from 'zod';
import { QuestionListEditor } from '../../../components/cms/question-list-editor';
import consoleStyles from '../../../components/console.module.css';
import { useContractForm } from '../../../components/contract-form';
import { FormMessages } from '../../../components/form-fields';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { htmlText } from '../../../lib/html-text';
import { useProgram } from '../api/get-program';
import { useQuestions } from '../api/get-questions';
import { useSaveQuestions } from '../api/save-questions';
import { questionTypeLabels } from '../program-labels';
import styles from './programs.module.css';

type QuestionsInput = z.input<typeof staffQuestionSaveBody>;

/** The current version's questions as the save body. */
function toInput(programIdx: number, version: StaffQuestionVersion | undefined): QuestionsInput {
  return {
    programIdx,
    questionList: (version?.questionList ?? []).map((question) => ({
      questionType: question.questionType,
      questionText: question.questionText,
      requiredYn: question.requiredYn,
      duplicateYn: question.duplicateYn,
      optionList: question.optionList.map((option) => ({ multipleText: option.multipleText })),
    })),
  };
}

/**
 * /staff/programs/:programIdx/questions (decision 026): the questions asked when
 * entering, in order — 객관식 (one or several), 주관식, 서술형 — with their choices and whether an
 * answer is required. Once entries have answered them, saving keeps those as they were and makes
 * a new version, which the page says before and after.
 */
export function ProgramQuestionsPage({ programIdx }: { programIdx: number }) {
  const program = useProgram(programIdx);
  const questions = useQuestions(programIdx);
  const current = questions.data?.versionList.find((version) => version.currentYn === 'Y');
  return (
    <div className={`${consoleStyles.page} ${styles.page}`}>
      <PageHeader title="질문 관리">
        <Link className={styles.button} to={staffPaths.program.getHref(programIdx)}>
          프로그램 편집
        </Link>
      </PageHeader>
      {program.data ? (
        <p className={styles.hint}>프로그램: {htmlText(program.data.programName)}</p>
      ) : null}
      <p className={styles.note}>
        이름·연락처·이메일을 받을지는{' '}
        <Link className={styles.link} to={staffPaths.program.getHref(programIdx)}>
          프로그램 편집
        </Link>
        의 ‘신청자 정보 수집’에서 정해요.
      </p>
      {questions.isError ? <p role="alert">{questions.error.message}</p> : null}
      {questions.isPending ? <p className={styles.empty}>불러오는 중이에요…</p> : null}
      {questions.data ? (
        <QuestionsForm
          key={`${questions.data.currentVersion}-${current?.answeredEntryCount ?? 0}`}
          programIdx={programIdx}
          current={current}
          currentVersion={questions.data.currentVersion}
        />
      ) : null}
      {questions.data && questions.data.versionList.length > 1 ? (
        <section className={consoleStyles.card} aria-labelledby="question-versions">
          <h2 id="question-versions" className={consoleStyles.cardTitle}>
            지난 버전
          </h2>
          {questions.data.versionList
            .filter((version) => version.currentYn !== 'Y')
            .map((version) => (
              <details key={version.version} className={styles.item}>
                <summary>
                  버전 {version.version} · 답한 신청 {version.answeredEntryCount}건
                </summary>
                <ol>
                  {version.questionList.map((question) => (
                    <li key={question.programQuestionIdx}>
                      {question.questionText} ({questionTypeLabels[question.questionType]})
                    </li>
                  ))}
                </ol>
              </details>
            ))}
        </section>
      ) : null}
    </div>
  );
}

function QuestionsForm({
  programIdx,
  current,
  currentVersion,
}: {
  programIdx: number;
  current: StaffQuestionVersion | undefined;
  currentVersion: number;
}) {
  const save = useSaveQuestions();
  const {
    control,
    register,
    submit,
    failure,
    done,
    formState: { errors, isSubmitting },
  } = useContractForm(staffQuestionSaveBody, toInput(programIdx, current), async (values) => {
    const answer = await save.mutateAsync(values);
    return answer.newVersionYn === 'Y'
      ? `새 버전(버전 ${answer.version})으로 저장했어요. 이전 답변은 지난 버전에 남아 있어요.`
      : '질문을 저장했어요.';
  });
  const answered = current?.answeredEntryCount ?? 0;

  return (
    <form
      className={consoleStyles.card}
      onSubmit={submit}
      noValidate
      aria-labelledby="questions-heading"
    >
      <h2 id="questions-heading" className={consoleStyles.cardTitle}>
        질문 (버전 {currentVersion})
      </h2>
      {answered > 0 ? (
        <p className={styles.note}>
          이 질문에 답한 신청이 {answered}건 있어요. 저장하면 지금 질문과 답변은 그대로 남고, 바꾼
          질문은 새 버전으로 저장돼요.
        </p>
      ) : (
        <p className={styles.hint}>아직 답한 신청이 없어 저장하면 지금 버전이 바뀌어요.</p>
      )}
      <QuestionListEditor control={control} register={register} errors={errors} optionMax={200} />
      <div className={styles.toolbar}>
        <button type="submit" className={styles.primary} disabled={isSubmitting}>
          질문 저장
        </button>
      </div>
      <FormMessages failure={failure} done={done} />
    </form>
  );
}
