import type { Operator } from '@venue/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import styles from '../../../components/console.module.css';
import { isStaffSessionLost } from '../../../lib/api-client';
import { useStaffLoginReturn } from '../../../lib/use-staff-login-return';
import { useStaffMe } from '../api/get-staff-me';

/**
 * The console pages behind the staff login: asks POST /api/staff/me, and without a staff session
 * (401) goes to /staff/login with this page as `redirect`. A member's login counts for nothing
 * here (the staff calls never send the member's token).
 */
export function StaffGuard({ children }: { children: (operator: Operator) => ReactNode }) {
  const me = useStaffMe();
  const loginReturn = useStaffLoginReturn();

  if (me.isError && isStaffSessionLost(me.error)) {
    return <Navigate to={loginReturn.href} replace />;
  }
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
  if (!me.data) return <main className={`${styles.page} ${styles.standalone}`} aria-busy="true" />;
  return children(me.data);
}
