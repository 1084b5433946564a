import type { StaffSurveyQuestionResult, StaffSurveyResults } from '@venue/contract';
import { QuestionType, surveyTargetLabels, toDotDate } from '@venue/contract/domain';
import { Link } from 'react-router';
import styles from '../../../components/console.module.css';
import listStyles from '../../../components/list.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { useStaffSurveyResults } from '../api/get-staff-survey-results';
import { periodText, sharePercent } from './staff-survey-labels';
import { PeriodStatusChip } from './staff-surveys';
import surveyStyles from './staff-surveys.module.css';

/**
 * /staff/surveys/{id} (decision 021): one survey's results. Per question, how many answered it;
 * for choices every option with its count and its share of those answers (the numbers are text,
 * the bar only draws them); for texts the newest answers with their dates.
 */
export function StaffSurveyResultsPage({ surveyIdx }: { surveyIdx: number }) {
  const results = useStaffSurveyResults(surveyIdx);

  return (
    <div className={styles.page}>
      <PageHeader title="설문 결과" />
      <Link
        className={`${styles.smallButton} ${surveyStyles.back}`}
        to={staffPaths.surveys.getHref()}
      >
        ← 설문 목록
      </Link>
      {results.isError ? (
        <section className={`${styles.card} ${styles.centered}`} role="alert">
          <p>{results.error.message}</p>
        </section>
      ) : !results.data ? (
        <p className={styles.empty}>불러오는 중이에요…</p>
      ) : (
        <Results results={results.data} />
      )}
    </div>
  );
}

function Results({ results }: { results: StaffSurveyResults }) {
  const { survey } = results;
  return (
    <>
      <section className={styles.card} aria-labelledby="staff-survey-title">
        <span className={listStyles.rowTop}>
          <PeriodStatusChip status={survey.periodStatus} />
          <span className={listStyles.meta}>
            {surveyTargetLabels[survey.targetType]}
            {survey.programName ? ` · ${survey.programName}` : ''}
          </span>
        </span>
        <h2 id="staff-survey-title" className={styles.cardTitle}>
          {survey.title}
        </h2>
        <p className={listStyles.meta}>{periodText(survey)}</p>
        <p className={surveyStyles.total}>응답 {survey.responseCount}명</p>
      </section>
      {results.questionList.map((question, index) => (
        <QuestionResult key={question.surveyQuestionIdx} number={index + 1} question={question} />
      ))}
    </>
  );
}

function QuestionResult({
  number,
  question,
}: {
  number: number;
  question: StaffSurveyQuestionResult;
}) {
  const headingId = `staff-survey-question-${question.surveyQuestionIdx}`;
  const choice =
    question.questionType === QuestionType.OBJONE ||
    question.questionType === QuestionType.OBJMULTI;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={surveyStyles.questionTitle}>
        {number}. {question.questionText}
      </h3>
      <p className={listStyles.meta}>
        {question.questionType === QuestionType.OBJMULTI ? '복수 선택 · ' : ''}
        {question.requiredYn === 'Y' ? '필수' : '선택'} · 답변 {question.answeredCount}명
      </p>
      {choice ? (
        <ul className={surveyStyles.options}>
          {question.options.map((option) => {
            const percent = sharePercent(option.count, question.answeredCount);
            return (
              <li key={option.surveyQuestionOptionIdx} className={surveyStyles.option}>
                <span className={surveyStyles.optionTop}>
                  <span className={surveyStyles.optionText}>{option.optionText}</span>
                  <span className={surveyStyles.optionCount}>
                    {option.count}명 ({percent}%)
                  </span>
                </span>
                <span className={surveyStyles.bar} aria-hidden="true">
                  <span className={surveyStyles.barFill} style={{ width: `${percent}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : question.textAnswers.length === 0 ? (
        <p className={styles.empty}>아직 답변이 없어요.</p>
      ) : (
        <ul className={surveyStyles.texts}>
          {question.textAnswers.map((text, i) => (
            // Texts have no id of their own; their order is the server's (newest first).
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
            <li key={i} className={surveyStyles.text}>
              <p className={surveyStyles.textBody}>{text.answer}</p>
              <p className={listStyles.meta}>{toDotDate(text.answeredAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
