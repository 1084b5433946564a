import type { Operator } from '@venue/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import styles from '../../../components/console.module.css';
import { staffPaths } from '../../../config/paths';
import { isStaffSessionLost } from '../../../lib/api-client';
import { useStaffMe } from '../api/get-staff-me';

/**
 * The console pages behind the staff login: asks POST /api/staff/me; without a staff session
 * (401) the console's one watch goes to /staff/login with this page as `redirect`. A member's
 * login counts for nothing here (the staff calls never send the member's token). An operator whose password an ADMIN
 * reset goes to /staff/password first: the server refuses their other calls until it is changed.
 */
export function StaffGuard({ children }: { children: (operator: Operator) => ReactNode }) {
  const me = useStaffMe();
  const { pathname } = useLocation();

  // No session: StaffSessionWatch (lib/staff-session-watch.tsx) is on its way to the login.
  const waiting = <main className={`${styles.page} ${styles.standalone}`} aria-busy="true" />;
  if (me.isError && isStaffSessionLost(me.error)) return waiting;
  if (me.isError) {
    return (
      <main className={`${styles.page} ${styles.standalone}`}>
        <div className={`${styles.card} ${styles.centered}`} role="alert">
          <p>{me.error.message}</p>
          <button type="button" className={styles.bigButton} onClick={() => me.refetch()}>
            다시 시도
          </button>
        </div>
      </main>
    );
  }
  if (!me.data) return waiting;
  if (me.data.mustChangePasswordYn === 'Y' && pathname !== staffPaths.password.path) {
    return <Navigate to={staffPaths.password.getHref()} replace />;
  }
  return children(me.data);
}
