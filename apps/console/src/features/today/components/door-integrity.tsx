import type { DoorConflict, DoorIntegrity } from '@venue/contract';
import { toSeoulTime } from '@venue/contract/domain';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { useDoorIntegrity } from '../api/get-door-integrity';
import own from './door-integrity.module.css';
import { FigureRows, LiveFigures, number } from './today-card';
import css from './today-dashboard.module.css';

const timeOf = (iso: string) => toSeoulTime(new Date(iso));

/** The share of 기본 QR among the scanned passes (by name is no pass), as "12%"; "–" for none. */
export function unboundShare(scans: DoorIntegrity['scans']): string {
  const scanned = scans.device + scans.deviceCode + scans.unbound;
  return scanned === 0 ? '–' : `${Math.round((scans.unbound / scanned) * 100)}%`;
}

/**
 * 입장 방식과 충돌 on 오늘 (decision 070): today's check-ins by how the pass was shown (휴대폰 QR,
 * 입장 코드, 기본 QR, 이름으로) with the share of 기본 QR (no capture protection: the fewer the
 * better), the scans admitted offline, and each conflict (one pass admitted by two scanners within
 * a minute) with both places, scanners and times. Asked again with the day's counts.
 */
export function DoorIntegrityCard() {
  return (
    <Card id="today-door-integrity" title="입장 방식과 충돌">
      <LiveFigures
        query={useDoorIntegrity()}
        stale="입장 방식을 새로 고치지 못했어요. 마지막으로 받은 숫자예요."
      >
        {(data) => <Integrity data={data} />}
      </LiveFigures>
    </Card>
  );
}

function Integrity({ data }: { data: DoorIntegrity }) {
  const { scans } = data;
  const rows: [string, string][] = [
    ['휴대폰 QR', `${number(scans.device)}건`],
    ['입장 코드', `${number(scans.deviceCode)}건`],
    ['기본 QR (캡처 방지 없음)', `${number(scans.unbound)}건 · ${unboundShare(scans)}`],
    ['이름으로', `${number(scans.name)}건`],
    ['오프라인 스캔', `${number(scans.offline)}건`],
  ];
  return (
    <>
      <p className={styles.hint}>
        오늘 입장을 회원님이 보여 준 방법별로 셌어요. 기본 QR은 캡처를 막지 못해 적을수록 좋아요.
      </p>
      <FigureRows label="입장 방식" rows={rows} />
      <h3 className={own.subheading}>충돌 {number(data.conflicts.length)}건</h3>
      {data.conflicts.length === 0 ? (
        <p className={styles.empty}>두 스캐너가 1분 안에 같은 회원을 입장시킨 적이 없어요.</p>
      ) : (
        <>
          <p className={styles.hint}>
            같은 회원이 1분 안에 두 스캐너에서 입장했어요. 캡처나 전달된 화면일 수 있어요.
          </p>
          <ul className={css.rows} aria-label="충돌">
            {data.conflicts.map((conflict) => (
              <ConflictRow key={conflict.doorConflictIdx} conflict={conflict} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function ConflictRow({ conflict }: { conflict: DoorConflict }) {
  const scan = (side: DoorConflict['first']) =>
    `${timeOf(side.scannedAt)} ${side.placeName} (스캐너 ${side.scanner}${side.offlineYn === 'Y' ? ', 오프라인' : ''})`;
  return (
    <li className={css.row}>
      <span className={css.rowName}>{conflict.memberName} 님</span>
      <span className={css.figures}>
        {scan(conflict.first)} → {scan(conflict.second)}
      </span>
    </li>
  );
}
