import { useSandboxStatus } from '../api/get-sandbox-status';
import styles from './sandbox-badge.module.css';

/**
 * A small fixed "SANDBOX" mark while the server runs its test providers, so nobody mistakes a
 * sandbox login or identity check for the real thing. Fixed-position and loaded after first paint,
 * it never moves the page; it sits bottom-left, clear of the header buttons and the My QR button,
 * and lets taps through.
 */
export default function SandboxBadge() {
  const status = useSandboxStatus();
  if (status.data?.sandbox !== true) return null;
  // In a landmark of its own, like everything on the page (axe region).
  return (
    <aside className={styles.badge} aria-label="샌드박스 모드">
      <div role="note" aria-label="샌드박스 모드: 테스트용 로그인과 본인인증">
        SANDBOX
      </div>
    </aside>
  );
}
