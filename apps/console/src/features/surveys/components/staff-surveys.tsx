import type { StaffSurveySummary } from '@venue/contract';
import { surveyTargetLabels } from '@venue/contract/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import listStyles from '../../../components/list.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { useStaffSurveys } from '../api/get-staff-surveys';
import { periodStatusLabels, periodText } from './staff-survey-labels';
import surveyStyles from './staff-surveys.module.css';

/**
 * /staff/surveys (decision 021): every survey — open ones first — with what it is about, its
 * period status (진행 중 / 예정 / 종료), its period and how many members answered. Each opens
 * its results.
 */
export function StaffSurveys() {
  const surveys = useStaffSurveys();

  return (
    <div className={styles.page}>
      <PageHeader title="설문 결과" />
      <Card id="staff-surveys-heading" title="설문 목록">
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
      </Card>
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
