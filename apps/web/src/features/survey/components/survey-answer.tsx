import type { SurveyDetail } from '@venue/contract';
import { surveyAnswerIssues, toDotDate, withParticle } from '@venue/contract/domain';
import { type FormEvent, useRef, useState } from 'react';
import { QuestionField } from '../../../components/question-field/question-field';
import { Button, ButtonLink } from '../../../components/ui/button';
import cards from '../../../components/ui/card-list.module.css';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { QuestionIcon } from '../../../components/ui/page-icons';
import { SuccessState } from '../../../components/ui/success-state';
import { isApiRequestError } from '../../../lib/api-client';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useAnswerSurvey } from '../api/answer-survey';
import { isSurveyRefusal, useSurvey } from '../api/get-survey';
import { answerText, surveyDeadlineText, surveySizeText, surveyTargetText } from '../survey-labels';
import { surveyPaths } from '../survey-paths';
import styles from './survey.module.css';

/** Said when the address names no survey (a malformed id); the server's NOT_FOUND otherwise. */
export const SURVEY_NOT_FOUND_TEXT = '설문을 찾을 수 없어요.';
export const SURVEY_THANKS_TEXT = '소중한 의견 감사합니다';

/**
 * /survey/{id} (decision 021): the survey's questions, with the shared question field. 제출하기
 * stays disabled until the answers pass `surveyAnswerIssues` (the rule the server applies) and
 * while sending. The server's field problems are shown on their questions and what was typed
 * stays. After sending: the thank-you. A survey already answered shows the member's answers,
 * read-only; one that ended, is not for this member or does not exist shows the server's message
 * with the way back to the list.
 */
export function SurveyAnswer({ surveyIdx }: { surveyIdx: number | null }) {
  if (surveyIdx === null) return <SurveyRefusal message={SURVEY_NOT_FOUND_TEXT} />;
  return <SurveyAnswerLoaded key={surveyIdx} surveyIdx={surveyIdx} />;
}

function SurveyAnswerLoaded({ surveyIdx }: { surveyIdx: number }) {
  const survey = useSurvey(surveyIdx);
  const [thanked, setThanked] = useState(false);

  // The thank-you wins over the refreshed detail, which now says answered.
  if (thanked) return <SurveyThanks />;
  if (survey.isPending) {
    return (
      <p className={styles.state} aria-busy="true">
        설문을 불러오는 중이에요.
      </p>
    );
  }
  if (survey.isError) {
    if (isSurveyRefusal(survey.error)) return <SurveyRefusal message={survey.error.message} />;
    return (
      <div className={styles.state}>
        <p role="alert">설문을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
        <Button variant="secondary" onClick={() => survey.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  if (survey.data.answeredYn === 'Y') return <SurveyAnswered survey={survey.data} />;
  return <SurveyForm survey={survey.data} onSent={() => setThanked(true)} />;
}

function SurveyHead({ survey }: { survey: SurveyDetail }) {
  return (
    <div className={styles.head}>
      <p className={`${cards.pill} ${cards.pillAccent} ${styles.target}`}>
        {surveyTargetText(survey)}
      </p>
      <h2 id="survey-title" className={styles.title}>
        {survey.title}
      </h2>
      {survey.summary ? <p className={styles.lead}>{survey.summary}</p> : null}
      <p className={styles.meta}>
        <span>{surveySizeText(survey.questionCount)}</span>
        <span>{surveyDeadlineText(survey.endDate)}</span>
      </p>
    </div>
  );
}

function SurveyForm({ survey, onSent }: { survey: SurveyDetail; onSent: () => void }) {
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const send = useAnswerSurvey();

  const answerList = survey.questionList
    .map((q) => ({
      surveyQuestionIdx: q.surveyQuestionIdx,
      answer: answers[q.surveyQuestionIdx] ?? '',
    }))
    .filter((a) => a.answer.trim() !== '');
  const ready =
    surveyAnswerIssues(survey.questionList, survey.questionOptionsList, answerList).length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || send.isPending) return;
    const sent = answerList;
    send.mutate(
      { surveyIdx: survey.surveyIdx, answerList: sent },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (!isApiRequestError(error) || error.errorCode !== 'VALIDATION_FAILED') return;
          setServerErrors(fieldErrors(error.fields ?? [], sent, error.message));
          requestAnimationFrame(() =>
            formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
        },
      },
    );
  };

  /** A server field names a sent answer (`answerList.{i}`) or a question (`question.{id}`). */
  function fieldErrors(
    fields: { path: string; message: string }[],
    sent: { surveyQuestionIdx: number }[],
    fallback: string,
  ): Record<number, string> {
    const errors: Record<number, string> = {};
    for (const field of fields) {
      const [kind, key] = field.path.split('.');
      const questionIdx =
        kind === 'answerList'
          ? sent[Number(key)]?.surveyQuestionIdx
          : kind === 'question'
            ? Number(key)
            : undefined;
      if (questionIdx !== undefined && !Number.isNaN(questionIdx))
        errors[questionIdx] = field.message;
    }
    const first = survey.questionList[0]?.surveyQuestionIdx;
    if (Object.keys(errors).length === 0 && first !== undefined) errors[first] = fallback;
    return errors;
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby="survey-title"
    >
      <SurveyHead survey={survey} />
      {survey.questionList.map((question, index) => (
        <QuestionField
          key={question.surveyQuestionIdx}
          number={index + 1}
          questionText={question.questionText}
          questionType={question.questionType}
          required={question.requiredYn === 'Y'}
          options={survey.questionOptionsList
            .filter((o) => o.surveyQuestionIdx === question.surveyQuestionIdx)
            .map((o) => ({ value: o.surveyQuestionOptionIdx, label: o.optionText }))}
          answer={answers[question.surveyQuestionIdx] ?? ''}
          onAnswer={(answer) => {
            setAnswers((current) => ({ ...current, [question.surveyQuestionIdx]: answer }));
            setServerErrors((current) => {
              const next = { ...current };
              delete next[question.surveyQuestionIdx];
              return next;
            });
          }}
          error={serverErrors[question.surveyQuestionIdx]}
        />
      ))}
      <Button type="submit" block className={styles.submit} disabled={!ready || send.isPending}>
        {send.isPending ? '보내는 중이에요' : '제출하기'}
      </Button>
    </form>
  );
}

function SurveyThanks() {
  const venue = useVenueIdentity();
  // focusTitle: the form that had focus is gone, so the heading takes it and a screen reader
  // hears the thanks.
  return (
    <SuccessState
      titleId="survey-thanks"
      title={SURVEY_THANKS_TEXT}
      focusTitle
      className={styles.done}
    >
      <p className={styles.lead}>
        남겨 주신 의견은 꼼꼼히 읽고 더 나은 {withParticle(venue.name, '을/를')} 만드는 데 쓸게요.
      </p>
      <ButtonLink to={surveyPaths.ing.getHref()} block>
        설문 목록으로
      </ButtonLink>
    </SuccessState>
  );
}

function SurveyAnswered({ survey }: { survey: SurveyDetail }) {
  return (
    <section className={styles.form} aria-labelledby="survey-title">
      <SurveyHead survey={survey} />
      <p className={styles.answeredNote}>
        <span className={`${cards.pill} ${cards.pillMuted}`}>참여 완료</span>
        {survey.answeredAt ? `${toDotDate(survey.answeredAt)}에 참여하셨어요.` : '참여하셨어요.'}
      </p>
      <h3 className="sr-only">내 답변</h3>
      <ol className={`${cards.list} ${cards.listRoomy}`}>
        {survey.questionList.map((question, index) => (
          <li key={question.surveyQuestionIdx} className={styles.answerItem}>
            <p className={styles.answerQuestion}>
              {index + 1}. {question.questionText}
            </p>
            <p className={styles.answerText}>{answerText(survey, question)}</p>
          </li>
        ))}
      </ol>
      <ButtonLink to={surveyPaths.ing.getHref()} variant="secondary" block>
        설문 목록으로
      </ButtonLink>
    </section>
  );
}

function SurveyRefusal({ message }: { message: string }) {
  return (
    <ErrorScreen
      icon={<QuestionIcon size={44} />}
      title={message}
      actions={
        <ButtonLink to={surveyPaths.ing.getHref()} block>
          설문 목록으로
        </ButtonLink>
      }
    />
  );
}
