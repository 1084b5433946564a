import { toDotDateWeekday, toSeoulTime, withParticle } from '@venue/contract/domain';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { RefreshIcon } from '../../../components/ui/icons';
import { CalendarIcon, ClockIcon, QuestionIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import { venueIdentity } from '../../../lib/venue-info/venue-identity';
import styles from './error-screens.module.css';
import { HomeButton, SERVER_ERROR_TEXT } from './server-error-screen';

export { ServerErrorScreen } from './server-error-screen';

/** Spec 001 §2 Error pages, verbatim. */
export const errorTexts = {
  notFound: '요청하신 페이지를 찾을 수 없어요 :(',
  serverError: SERVER_ERROR_TEXT,
  serverDelay: '서버 응답이 지연되고 있어요.',
  programUnavailable: '지금은 진행하지 않는 프로그램이에요 :(',
  inspection: '서비스 점검 중이에요.',
} as const;

/** Spec 001 §2: the maintenance window (the exact date is not given). */
export const INSPECTION_WINDOW = '02:00 ~ 05:00';

/**
 * The scheduled window of the venue settings (decision 030) as /inspection shows it:
 * "26.03.01 (일) 02:00 ~ 05:00", or both days when it spans midnight; the spec's fixed window
 * when the venue has none scheduled.
 */
export function inspectionWindowText(window: { startAt: string; endAt: string } | null): string {
  if (!window) return INSPECTION_WINDOW;
  const start = new Date(window.startAt);
  const end = new Date(window.endAt);
  const startDay = toDotDateWeekday(start);
  const endDay = toDotDateWeekday(end);
  return startDay === endDay
    ? `${startDay} ${toSeoulTime(start)} ~ ${toSeoulTime(end)}`
    : `${startDay} ${toSeoulTime(start)} ~ ${endDay} ${toSeoulTime(end)}`;
}

export function NotFoundScreen() {
  return (
    <ErrorScreen
      icon={<QuestionIcon size={44} />}
      code="404"
      title={errorTexts.notFound}
      description="주소가 바뀌었거나 더 이상 제공하지 않는 페이지예요. 입력한 주소를 다시 확인해 주세요."
      actions={<HomeButton />}
    />
  );
}

export function ServerDelayScreen() {
  const navigate = useNavigate();
  return (
    <ErrorScreen
      icon={<RefreshIcon size={44} />}
      title={errorTexts.serverDelay}
      description="접속자가 많아 응답이 늦어지고 있어요. 잠시 후 다시 시도해 주세요."
      actions={
        <>
          <Button
            block
            onClick={() => {
              const state = window.history.state as { idx?: number } | null;
              if (typeof state?.idx === 'number' && state.idx > 0) navigate(-1);
              else window.location.assign(paths.home.getHref());
            }}
          >
            다시 시도
          </Button>
          <HomeButton variant="secondary" />
        </>
      }
    />
  );
}

export function ProgramUnavailableScreen() {
  return (
    <ErrorScreen
      icon={<CalendarIcon size={44} />}
      title={errorTexts.programUnavailable}
      description="종료되었거나 아직 공개되지 않은 프로그램이에요. 지금 진행 중인 다른 프로그램을 둘러보세요."
      actions={
        <>
          <ButtonLink to={paths.program.list.getHref()} block>
            프로그램 보러 가기
          </ButtonLink>
          <HomeButton variant="secondary" />
        </>
      }
    />
  );
}

export function InspectionScreen() {
  // The window and its message come from the venue settings (POST /api/venue/info stays open
  // while the window is on); the venue's name falls back to the app's own.
  const info = useVenueInfo();
  const window = info?.maintenance ?? null;
  const name = venueIdentity(info).name;
  return (
    <ErrorScreen
      standalone
      icon={<ClockIcon size={44} />}
      code="NOTICE"
      title={errorTexts.inspection}
      description={
        window?.message ||
        `더 안정적인 ${withParticle(name, '을/를')} 위해 시스템을 점검하고 있어요. 점검 시간에는 서비스를 이용할 수 없어요.`
      }
      actions={<HomeButton />}
    >
      <dl className={styles.window}>
        <dt>점검 시간</dt>
        <dd>{inspectionWindowText(window)}</dd>
      </dl>
    </ErrorScreen>
  );
}
