import type { SurveySummary } from '@venue/contract';
import { withParticle } from '@venue/contract/domain';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import cards from '../../../components/ui/card-list.module.css';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { useSurveys } from '../api/get-surveys';
import { surveyDeadlineText, surveySizeText, surveyTargetText } from '../survey-labels';
import { surveyPaths } from '../survey-paths';
import styles from './survey.module.css';

/**
 * /survey/ing (decision 021): the surveys open to this member — about their visit, or a program
 * they attended — as cards: what it is about, its title and summary, its size and last day, and
 * 참여하기, or 참여 완료 with a link to their answers. With none, how surveys open.
 */
export function SurveyList() {
  const surveys = useSurveys();
  return (
    <>
      <div className={styles.intro}>
        <h2 className={styles.introTitle}>여러분의 의견을 들려주세요</h2>
        <p className={styles.lead}>
          다녀가신 날과 참여하신 프로그램은 어떠셨나요? 남겨 주신 의견으로 더 좋은 공간을 만들어
          갈게요.
        </p>
      </div>
      {surveys.isPending ? (
        <p className={styles.state} aria-busy="true">
          설문을 불러오는 중이에요.
        </p>
      ) : surveys.isError ? (
        <div className={styles.state}>
          <p role="alert">설문을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</p>
          <Button variant="secondary" onClick={() => surveys.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : surveys.data.surveyList.length === 0 ? (
        <EmptySurveys />
      ) : (
        <ul className={`${cards.list} ${cards.listRoomy}`}>
          {surveys.data.surveyList.map((survey) => (
            <li key={survey.surveyIdx}>
              <SurveyCard survey={survey} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function SurveyCard({ survey }: { survey: SurveySummary }) {
  const titleId = useId();
  const answered = survey.answeredYn === 'Y';
  const href = surveyPaths.detail.getHref(survey.surveyIdx);
  return (
    <article
      className={`${cards.card} ${cards.cardRoomy} ${answered ? cards.cardMuted : cards.cardRaised}`}
      aria-labelledby={titleId}
    >
      <p className={`${cards.pill} ${cards.pillAccent} ${styles.target}`}>
        {surveyTargetText(survey)}
      </p>
      <h3 id={titleId} className={styles.cardTitle}>
        {survey.title}
      </h3>
      {survey.summary ? <p className={styles.summary}>{survey.summary}</p> : null}
      <p className={styles.meta}>
        <span>{surveySizeText(survey.questionCount)}</span>
        <span>{surveyDeadlineText(survey.endDate)}</span>
      </p>
      {answered ? (
        <div className={styles.doneRow}>
          <span className={`${cards.pill} ${cards.pillMuted}`}>참여 완료</span>
          <Link to={href} className={styles.textLink} aria-describedby={titleId}>
            내 답변 보기
          </Link>
        </div>
      ) : (
        <ButtonLink to={href} block aria-describedby={titleId}>
          참여하기
        </ButtonLink>
      )}
    </article>
  );
}

function EmptySurveys() {
  const venue = useVenueIdentity();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>지금 참여할 수 있는 설문이 없어요</p>
      <p className={styles.lead}>
        {withParticle(venue.name, '을/를')} 방문해 입구에서 My QR로 체크인하시거나, 프로그램에
        참여하시면 그에 대한 설문이 이곳에 열려요.
      </p>
      <ButtonLink to={paths.program.list.getHref()} variant="secondary">
        프로그램 둘러보기
      </ButtonLink>
    </div>
  );
}
