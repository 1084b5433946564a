import type { Operator } from '@venue/contract';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { venue } from '../../../config/venue';
import { useStaffLogout } from '../api/staff-logout';
import { staffPaths } from '../staff-paths';
import styles from './staff.module.css';

export const roleLabels = { ADMIN: '관리자', EDITOR: '편집자', STAFF: '스태프' } as const;

/**
 * The top of every console page: where we are, who is logged in, 로그아웃, and the link between
 * the scanner, the 1:1 inquiries, the survey results, the Draw Tour reward desk and the operator
 * list (ADMIN only).
 */
export function StaffConsoleBar({
  operator,
  title,
  current,
}: {
  operator: Operator;
  title: string;
  current: 'scanner' | 'operators' | 'inquiries' | 'surveys' | 'rewards';
}) {
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const leave = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate(staffPaths.login.getHref(), { replace: true }),
    });

  return (
    <header className={styles.bar}>
      <div>
        <p className={styles.brand}>{venue.name} · 스태프 콘솔</p>
        <h1 className={styles.heading}>{title}</h1>
        <p className={styles.who}>
          {operator.name} ({roleLabels[operator.role]})
        </p>
      </div>
      <nav className={styles.barActions} aria-label="스태프 콘솔">
        {current === 'scanner' && operator.role === 'ADMIN' ? (
          <Link className={styles.smallButton} to={staffPaths.operators.getHref()}>
            운영자 관리
          </Link>
        ) : null}
        {current !== 'inquiries' ? (
          <Link className={styles.smallButton} to={staffPaths.inquiries.getHref('WAITING')}>
            1:1 문의
          </Link>
        ) : null}
        {current !== 'surveys' ? (
          <Link className={styles.smallButton} to={staffPaths.surveys.getHref()}>
            설문 결과
          </Link>
        ) : null}
        {current !== 'rewards' ? (
          <Link className={styles.smallButton} to={staffPaths.rewards.getHref()}>
            리워드 지급
          </Link>
        ) : null}
        {current !== 'scanner' ? (
          <Link className={styles.smallButton} to={staffPaths.scanner.getHref()}>
            스캐너
          </Link>
        ) : null}
        <button
          type="button"
          className={styles.smallButton}
          onClick={leave}
          disabled={logout.isPending}
        >
          로그아웃
        </button>
      </nav>
    </header>
  );
}
