import type { UserInfo } from '@venue/contract';
import { useToast } from '../../../components/ui/toast';
import { showAlert } from '../../../stores/alert-store';
import { useHeaderTitle } from '../../../stores/header-store';
import { useLinkAccount } from '../api/link-account';
import { useUnlinkAccount } from '../api/unlink-account';
import { type EasyLoginProvider, easyLoginRows, providerLabels } from '../settings-rules';
import styles from './settings.module.css';

/** Spec 001 §8 unlink failure, verbatim. */
export const UNLINK_FAILURE = { title: '통신오류', subtitle: '연결해제 중 오류가 발생했습니다.' };
export const LINK_FAILURE = {
  title: '통신오류',
  subtitle: '연결을 시작하지 못했어요. 잠시 후 다시 시도해 주세요.',
};

/**
 * /setting/easy (spec 001 §2 Settings "Easy login"): T ID and Kakao with 연결하기 / 연결 해제.
 * The login of this session cannot be unlinked, and says why; after an unlink the list is
 * fetched again and a 2000 ms toast confirms it. 연결하기 goes through the provider (OAuth with
 * purpose link) and comes back here.
 */
export function SettingEasy({ user }: { user: UserInfo }) {
  useHeaderTitle('간편로그인');
  const { toast, showToast } = useToast(2000);
  const unlink = useUnlinkAccount({
    onSuccess: () => showToast('연결을 해제했어요.'),
    onError: () => showAlert(UNLINK_FAILURE),
  });
  const link = useLinkAccount({ onError: () => showAlert(LINK_FAILURE) });
  const rows = easyLoginRows(user.userType, user.loginType);
  const busy = unlink.isPending || link.isPending;

  const onUnlink = (provider: EasyLoginProvider) =>
    unlink.mutate({ userIdx: user.userIdx, beforeUserType: provider });

  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        T아이디와 카카오 중 편한 방법으로 로그인할 수 있어요. 지금 로그인한 방법은 연결을 해제할 수
        없어요.
      </p>
      <ul className={styles.rows} aria-label="간편 로그인">
        {rows.map((row) => {
          const label = providerLabels[row.provider];
          const status = row.linked ? (row.lockedReason ?? '연결됨') : '연결되지 않음';
          const reasonId = `easy-${row.provider}-status`;
          return (
            <li key={row.provider} className={styles.row}>
              <div className={styles.rowText}>
                <p className={styles.rowTitle}>{label}</p>
                <p className={styles.rowSub} id={reasonId}>
                  {status}
                </p>
              </div>
              {row.linked ? (
                <button
                  type="button"
                  className={styles.rowAction}
                  disabled={row.lockedReason !== null || busy}
                  aria-describedby={reasonId}
                  aria-label={`${label} 연결 해제`}
                  onClick={() => onUnlink(row.provider)}
                >
                  연결 해제
                </button>
              ) : (
                <button
                  type="button"
                  className={styles.rowAction}
                  data-variant="primary"
                  disabled={busy}
                  aria-label={`${label} 연결하기`}
                  onClick={() => link.mutate(row.provider)}
                >
                  연결하기
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {toast}
    </div>
  );
}
