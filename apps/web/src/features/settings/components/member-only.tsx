import type { UserInfo } from '@venue/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../lib/user-info';
import { useIsLoggedIn } from '../../../stores/session-store';
import styles from './settings.module.css';

/**
 * Spec 001 §2: setting pages need a login. A guest is replaced to /login with a redirect back to
 * this page. For a member, `children` gets their record (getuserinfo) once it is loaded; an
 * expired session is the session watcher's business (features/session).
 */
let leaving = false;

/**
 * Called just before the member ends their own session from a settings page (logout, withdrawal):
 * the guard then renders nothing instead of sending them to /login while the app navigates on.
 */
export function leaveSettings(): void {
  leaving = true;
}

export function SettingsMemberOnly({ children }: { children: (user: UserInfo) => ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const user = useUserInfo();
  if (loggedIn) leaving = false;
  if (!loggedIn) {
    if (leaving) return null;
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  if (user.isError) {
    return (
      <div className={styles.page}>
        <p className={styles.message} role="alert">
          회원 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.
        </p>
      </div>
    );
  }
  if (!user.data) return <div className={styles.page} aria-busy="true" />;
  return <>{children(user.data)}</>;
}
