import type { Operator, StaffSurveySummary } from '@venue/contract';
import { surveyTargetLabels } from '@venue/contract/domain';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { useStaffSurveys } from '../api/get-staff-surveys';
import { isStaffSessionLost } from '../api/staff-failures';
import { staffPaths } from '../staff-paths';
import styles from './staff.module.css';
import { StaffConsoleBar } from './staff-console-bar';
import listStyles from './staff-list.module.css';
import { periodStatusLabels, periodText } from './staff-survey-labels';
import surveyStyles from './staff-surveys.module.css';

/**
 * /staff/surveys (decision 021): every survey — open ones first — with what it is about, its
 * period status (진행 중 / 예정 / 종료), its period and how many members answered. Each opens
 * its results.
 */
export function StaffSurveys({ operator }: { operator: Operator }) {
  const location = useLocation();
  const surveys = useStaffSurveys();

  if (surveys.isError && isStaffSessionLost(surveys.error)) {
    return <Navigate to={staffPaths.login.getHref(location.pathname)} replace />;
  }

  return (
    <div className={styles.page}>
      <StaffConsoleBar operator={operator} title="설문 결과" current="surveys" />
      <section className={styles.card} aria-labelledby="staff-surveys-heading">
        <h2 id="staff-surveys-heading" className={styles.cardTitle}>
          설문 목록
        </h2>
        {surveys.isError ? (
          <p role="alert">{surveys.error.message}</p>
        ) : !surveys.data ? (
          <p className={styles.empty}>불러오는 중이에요…</p>
        ) : surveys.data.surveyList.length === 0 ? (
          <p className={styles.empty}>설문이 없어요.</p>
        ) : (
          <ul className={listStyles.list}>
            {surveys.data.surveyList.map((survey) => (
              <li key={survey.surveyIdx}>
                <SurveyRow survey={survey} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SurveyRow({ survey }: { survey: StaffSurveySummary }) {
  return (
    <Link to={staffPaths.surveyResults.getHref(survey.surveyIdx)} className={listStyles.row}>
      <span className={listStyles.rowTop}>
        <PeriodStatusChip status={survey.periodStatus} />
        <span className={listStyles.meta}>
          {surveyTargetLabels[survey.targetType]}
          {survey.programName ? ` · ${survey.programName}` : ''}
          {survey.displayYn === 'N' ? ' · 숨김' : ''}
        </span>
      </span>
      <span className={listStyles.title}>{survey.title}</span>
      <span className={listStyles.meta}>
        {periodText(survey)} · 응답 {survey.responseCount}명
      </span>
    </Link>
  );
}

export function PeriodStatusChip({ status }: { status: StaffSurveySummary['periodStatus'] }) {
  return (
    <span className={`${surveyStyles.status} ${surveyStyles[`status${status}`] ?? ''}`}>
      {periodStatusLabels[status]}
    </span>
  );
}
