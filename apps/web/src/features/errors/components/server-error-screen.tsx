import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { RefreshIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/**
 * The 500 screen and what it shares with the other error screens (./error-screens.tsx). It has a
 * module of its own because the app's error boundaries show it, so it is part of every first
 * visit; the other screens load with their routes.
 */

/** Spec 001 §2 Error pages, verbatim. */
export const errorTexts = {
  notFound: '요청하신 페이지를 찾을 수 없어요 :(',
  serverError: '일시적인 오류가 발생했어요.',
  serverDelay: '서버 응답이 지연되고 있어요.',
  programUnavailable: '지금은 진행하지 않는 프로그램이에요 :(',
  inspection: '서비스 점검 중이에요.',
} as const;

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
      title={errorTexts.serverError}
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
