import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { QrValue, SseMessage } from '@venue/contract';
import { seoulToday, weekdayLabel } from '@venue/contract/domain';
import { useEffect, useId, useState } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { localStorageKeys, writeLocal } from '../../../lib/storage-keys';
import { qrValueQueryKey, useQrValue } from '../api/get-qr-value';
import { openCheckInStream } from '../live-stream';
import { useDevicePass } from '../pass-device/use-device-pass';
import { qrDayLabel } from '../qr-rules';
import { useQrPageError } from '../use-qr-page-error';
import { useMemberName } from '../use-waited-name';
import { PassCode } from './pass-code';
import styles from './qr.module.css';
import { WelcomeModal } from './welcome-modal';

/**
 * /qrComplet (spec 000 §4 QrComplet; decision 070): POST /api/getQrValue; without today's pass
 * (qrAuthYn not Y) the member goes to /qr. With it, the page shows the pass bound to this phone:
 * a QR signed anew every 15 seconds (level H, 180 px) and the typed code under it
 * (components/pass-code.tsx, pass-device/), or the daily QR of `qrUuid` and the static entry code
 * on a browser that cannot hold the key; the member's name (waited for up to 2 s, else 고객),
 * today's date, and it listens to the live stream (by qrUuid) until staff scan it. A cached answer
 * is enough to show it: a failed refresh with data on screen (the network is down at the door)
 * keeps the page.
 */
export function QrComplete() {
  const qr = useQrValue();
  useQrPageError(qr.data ? null : qr.error);
  const pass = qr.data;
  if (pass?.qrAuthYn === 'Y' && pass.qrUuid) {
    return <QrPass pass={pass} qrUuid={pass.qrUuid} receivedAt={qr.dataUpdatedAt} />;
  }
  // Decide only on a fresh answer: a cached N from before the verification must not bounce.
  if (qr.isSuccess && !qr.isFetching) return <Navigate to={paths.qr.getHref()} replace />;
  return (
    <p className={styles.status} role="status">
      QR을 불러오는 중이에요.
    </p>
  );
}

/**
 * The first check-in message (spec 000 §4): the check-in flag for today, and every
 * cached query marked stale: the user info and the home's getMainTitleInfo now say qrAuthYn Y
 * (the home shows the in-venue view, the user state is checkedIn), and the check-in may have
 * made reservations DONE (program detail, history). Only this page's queries refetch at once;
 * the rest when next shown. (Invalidating all also keeps this chunk from importing the home's
 * query file, which would split it out of the home's first-visit chunk.)
 */
function recordCheckIn(queryClient: QueryClient): void {
  // The Seoul day, the one format features/session/user-state.ts counts (isCheckinFlagSet). Not
  // imported from there: that would split user-state out of the home's first-visit chunk.
  writeLocal(localStorageKeys.checkin, seoulToday(new Date()));
  void queryClient.invalidateQueries();
}

function QrPass({
  pass,
  qrUuid,
  receivedAt,
}: {
  pass: QrValue;
  qrUuid: string;
  receivedAt: number;
}) {
  const headingId = useId();
  const device = useDevicePass(pass, receivedAt);
  const rotating = device.state.status === 'ready';
  // No code on this phone until the member verifies again: nothing to show at the entrance.
  const codeShown =
    device.state.status !== 'verifyAgain' &&
    !(device.state.status === 'failed' && !device.state.unbound);
  const queryClient = useQueryClient();
  const name = useMemberName();
  const [welcome, setWelcome] = useState<SseMessage | null>(null);
  const [arrived, setArrived] = useState(false);
  const checkedIn = arrived || pass.checkedInYn === 'Y';
  const day = pass.lastQrIssuedDate ?? seoulToday(new Date());

  useEffect(() => {
    if (checkedIn) return;
    const stream = openCheckInStream({
      qrUuid,
      onMessage: (message) => {
        recordCheckIn(queryClient);
        setArrived(true);
        setWelcome(message);
      },
    });
    void stream.done.then((end) => {
      // The pass is gone (midnight passed): ask again, and /qr follows from qrAuthYn N.
      if (end === 'notFound') void queryClient.invalidateQueries({ queryKey: qrValueQueryKey });
    });
    return stream.close;
  }, [qrUuid, checkedIn, queryClient]);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <div className={styles.passHead}>
        <p className={styles.passEyebrow}>TODAY&apos;S PASS</p>
        <h2 id={headingId} className={styles.passTitle}>
          {name === null ? (
            <>
              <span className={styles.nameWaiting} aria-hidden="true" />
              <span className="sr-only">회원</span>
            </>
          ) : (
            name
          )}
          님의 입장 QR
        </h2>
      </div>
      <div className={styles.card}>
        {checkedIn ? (
          <p className={styles.checkedIn}>
            <span aria-hidden="true">✓</span> 입장 완료
          </p>
        ) : null}
        <PassCode
          state={device.state}
          qrUuid={qrUuid}
          entryCode={pass.entryCode}
          onRetry={device.retry}
        />
      </div>
      <dl className={styles.facts}>
        <dt>이름</dt>
        <dd>{name ?? '…'}</dd>
        <dt>이용일</dt>
        <dd>{qrDayLabel(day, weekdayLabel(day))}</dd>
      </dl>
      <p className={styles.note} hidden={!codeShown}>
        {rotating
          ? 'QR과 입장 코드는 15초마다 바뀌어요. 화면을 캡처하거나 다른 사람에게 보낸 QR로는 입장할 수 없어요. 이 QR은 오늘 하루, 이 휴대폰에서만 쓸 수 있어요.'
          : '이 QR은 오늘 하루만 쓸 수 있어요. 자정이 지나면 My QR에서 새로 발급해 주세요.'}
      </p>
      <p className={styles.live} role="status">
        {checkedIn ? (
          '오늘 입장이 확인되었어요. 즐거운 관람 되세요!'
        ) : !codeShown ? null : (
          <>
            <span className={styles.pulse} aria-hidden="true" />
            입구에서 QR을 보여 주세요. 스캔하면 바로 알려 드릴게요.
          </>
        )}
      </p>
      <div className={styles.actions}>
        <Link to={paths.qrTutorial.getHref()} className={styles.textLink}>
          My QR 이용 안내 보기
        </Link>
      </div>
      {welcome ? (
        <WelcomeModal message={welcome} name={name} onClose={() => setWelcome(null)} />
      ) : null}
    </section>
  );
}
