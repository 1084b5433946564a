import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { useHeaderTitle } from '../../../stores/header-store';
import { useLogout } from '../../shell/api/logout';
import { settingPaths } from '../setting-paths';
import { leaveSettings } from './member-only';
import styles from './settings.module.css';

const links = [
  { to: settingPaths.info.getHref(), label: '계정 정보' },
  { to: settingPaths.easy.getHref(), label: '간편 로그인 관리' },
  { to: settingPaths.terms.getHref(), label: '약관 및 마케팅 동의' },
] as const;

/** /setting (spec 001 §2): the settings menu, logout and withdrawal. */
export function SettingHome({ userName }: { userName: string }) {
  useHeaderTitle('설정');
  const logout = useLogout();
  return (
    <div className={styles.page}>
      <h2 className={styles.heading}>{userName}님, 반가워요</h2>
      <p className={styles.lead}>계정과 로그인, 정보 수신 동의를 여기에서 관리할 수 있어요.</p>
      <nav aria-label="설정 메뉴">
        <ul className={styles.menu}>
          {links.map((link) => (
            <li key={link.to}>
              <Link className={styles.menuLink} to={link.to}>
                {link.label}
                <ChevronRightIcon size={20} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
        <h3 className={styles.sectionTitle}>계정</h3>
        <ul className={styles.menu}>
          <li>
            <button
              type="button"
              className={styles.menuLink}
              onClick={() => {
                leaveSettings();
                logout.mutate();
              }}
              disabled={logout.isPending}
            >
              로그아웃
            </button>
          </li>
          <li>
            <Link className={styles.menuLink} to={settingPaths.withdraw.getHref()}>
              서비스 탈퇴
              <ChevronRightIcon size={20} aria-hidden="true" />
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
