import type { RecentScan } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages } from '../../../components/form-fields';
import { refusalWords } from '../../../lib/api-client';
import { htmlText } from '../../../lib/html-text';
import { useRecentScans } from '../api/get-recent-scans';
import { useUndoCheckIn } from '../api/undo-check-in';
import doorStyles from './door.module.css';

const scanLabel = (scan: RecentScan) =>
  `${toSeoulTime(new Date(scan.checkedInAt))} ${scan.memberName} · ${htmlText(scan.placeName)}`;

/**
 * 모든 데스크 최근 입장: today's last check-ins of every desk from the server, refreshed
 * by itself, each with 입장 취소 for a check-in made by mistake — asked once, naming whom and where.
 */
export function RecentScans() {
  const recent = useRecentScans();
  const undo = useUndoCheckIn();
  const [asking, setAsking] = useState<RecentScan | null>(null);
  const [message, setMessage] = useState({ failure: '', done: '' });

  const confirmUndo = async (scan: RecentScan) => {
    setMessage({ failure: '', done: '' });
    try {
      await undo.mutateAsync({ checkInIdx: scan.checkInIdx });
      setMessage({ failure: '', done: `${scan.memberName} 님의 입장 기록을 취소했어요.` });
    } catch (error) {
      setMessage({
        failure: refusalWords(error, '입장 기록을 취소하지 못했어요.'),
        done: '',
      });
    } finally {
      setAsking(null);
    }
  };

  const list = recent.data?.list ?? [];
  return (
    <Card id="recent-scans-heading" title="모든 데스크 최근 입장">
      {/* Only after an undo: the scanner's result card is the page's live status. */}
      {message.failure || message.done ? (
        <FormMessages failure={message.failure} done={message.done} />
      ) : null}
      {recent.isPending ? (
        <p className={styles.empty}>불러오는 중이에요.</p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>오늘 입장 기록이 아직 없어요.</p>
      ) : (
        <ol className={styles.history}>
          {list.map((scan) => (
            <li key={scan.checkInIdx} className={doorStyles.scanItem}>
              <span className={styles.historyTime}>{toSeoulTime(new Date(scan.checkedInAt))}</span>
              <span className={`${styles.badge} ${styles.success}`}>
                {scan.method === 'NAME' ? '이름' : 'QR'}
              </span>
              <span>
                {scan.memberName} · {htmlText(scan.placeName)}
                {scan.operatorName ? ` · ${scan.operatorName}` : ''}
              </span>
              <button
                type="button"
                className={`${styles.smallButton} ${styles.dangerButton}`}
                aria-label={`${scanLabel(scan)} 입장 취소`}
                onClick={() => setAsking(scan)}
              >
                입장 취소
              </button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="입장 기록을 취소할까요?"
        confirmLabel="입장 기록 취소"
        busy={undo.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void confirmUndo(asking)}
      >
        <p>{asking ? scanLabel(asking) : ''}</p>
        <p>방문 횟수와 참여완료로 바뀐 예약도 함께 되돌려요.</p>
      </ConfirmDialog>
    </Card>
  );
}
