import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { RefreshIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/**
 * The 500 screen and what it shares with the other error screens (./error-screens.tsx). It has a
 * module of its own because the app's error boundaries show it, so it is part of every first
 * visit; the other screens load with their routes.
 */

/**
 * Spec 001 §2, verbatim: the 500 screen's title. The other screens' titles are in
 * ./error-screens.tsx (`errorTexts`), which loads with their routes: every byte here is in every
 * first visit.
 */
export const SERVER_ERROR_TEXT = '일시적인 오류가 발생했어요.';

export function HomeButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <ButtonLink to={paths.home.getHref()} variant={variant} block>
      홈으로 가기
    </ButtonLink>
  );
}

/**
 * /500 and the router's error element. 새로고침 does a full reload: after a render error the app's
 * in-memory state may be the problem, so a fresh load is the safest way out.
 */
export function ServerErrorScreen() {
  return (
    <ErrorScreen
      icon={<RefreshIcon size={44} />}
      code="500"
      title={SERVER_ERROR_TEXT}
      description="잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 연락해 주세요."
      actions={
        <>
          <Button block onClick={() => window.location.reload()}>
            새로고침
          </Button>
          <HomeButton variant="secondary" />
        </>
      }
    />
  );
}
