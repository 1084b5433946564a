import { toSeoulTime } from '@venue/contract/domain';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import type { SyncProblem } from '../offline/offline-queue';
import css from './door.module.css';

const timeOf = (iso: string | null) => (iso ? toSeoulTime(new Date(iso)) : '아직 없음');

const problemBadges: Record<SyncProblem['kind'], string> = {
  REFUSED: '거절',
  CONFLICT: '충돌',
  UNSENDABLE: '전송 불가',
};

/**
 * The offline door's state above the result (decision 070): online or offline in words and an
 * icon (never colour alone), how many scans wait to be sent, when they were last sent and when
 * the day's keys were last downloaded. A polite live region: staff hear the door go offline and
 * the queue empty, not every second.
 */
export function DoorStatus({
  online,
  waiting,
  lastSyncedAt,
  keysFetchedAt,
  keysPassCount,
  keysError,
  syncing,
  onSync,
}: {
  online: boolean;
  waiting: number;
  lastSyncedAt: string | null;
  keysFetchedAt: string | null;
  keysPassCount: number | null;
  keysError: boolean;
  syncing: boolean;
  onSync: () => void;
}) {
  return (
    <Card id="door-status-heading" title="스캐너 연결">
      <div
        className={css.doorStatus}
        role="status"
        aria-live="polite"
        aria-label="스캐너 연결 상태"
      >
        <span className={`${css.doorState} ${online ? css.online : css.offline}`}>
          <span aria-hidden="true">{online ? '●' : '⊘'}</span>
          {online ? '온라인' : '오프라인'}
        </span>
        <dl className={css.doorFacts}>
          <div>
            <dt>보낼 스캔</dt>
            <dd>{waiting.toLocaleString('ko-KR')}건</dd>
          </div>
          <div>
            <dt>마지막 전송</dt>
            <dd>{timeOf(lastSyncedAt)}</dd>
          </div>
          <div>
            <dt>입장 키 받은 시각</dt>
            <dd>
              {timeOf(keysFetchedAt)}
              {keysPassCount === null ? '' : ` · 회원 ${keysPassCount.toLocaleString('ko-KR')}명`}
            </dd>
          </div>
        </dl>
      </div>
      <p className={styles.hint}>
        {online
          ? keysError
            ? '입장 키를 새로 받지 못했어요. 마지막으로 받은 키로 확인할 수 있어요.'
            : '연결이 끊기면 이 기기가 직접 QR을 확인하고, 연결되면 서버로 보내요.'
          : '오프라인이에요. 마지막으로 받은 입장 키로 직접 확인하고, 연결되면 보낼게요.'}
      </p>
      {waiting > 0 ? (
        <button type="button" className={styles.smallButton} onClick={onSync} disabled={syncing}>
          {syncing ? '보내는 중…' : '지금 보내기'}
        </button>
      ) : null}
    </Card>
  );
}

/** The answers after a sync that staff must read: scans refused after all, and conflicts. */
export function SyncProblems({ problems }: { problems: SyncProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Card id="door-problems-heading" title="연결 후 확인이 필요한 입장">
      <p className={styles.hint}>
        오프라인으로 입장시킨 뒤 서버가 다르게 답한 스캔이에요. 회원님을 찾아 확인해 주세요.
      </p>
      <ol className={styles.history}>
        {problems.map((problem) => (
          <li key={`${problem.nonce}-${problem.kind}`} className={css.problemItem}>
            <span className={styles.historyTime}>{toSeoulTime(new Date(problem.scannedAt))}</span>
            <span
              className={`${styles.badge} ${problem.kind === 'CONFLICT' ? styles.warning : styles.danger}`}
            >
              {problemBadges[problem.kind]}
            </span>
            <span>
              {problem.memberName} 님 · {problem.message}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
