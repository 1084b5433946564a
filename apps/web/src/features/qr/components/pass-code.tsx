import { formatEntryCode, PASS_STEP_SECONDS } from '@venue/contract/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import type { DevicePassState } from '../pass-device/use-device-pass';
import { useLivePassCode } from '../pass-device/use-live-pass-code';
import { QR_VERIFY_AGAIN_HREF } from '../qr-rules';
import styles from './qr.module.css';
import { QrCodeImage } from './qr-code-image';

/** Spec words of decision 070, shared with the tests. */
export const PASS_TEXT = {
  moved:
    '다른 휴대폰에서 QR을 발급해 이 휴대폰의 QR은 더 이상 쓸 수 없어요. 이 휴대폰에서 쓰려면 본인확인을 다시 해 주세요.',
  noKey:
    '이 휴대폰에 등록된 오늘의 QR이 없어요. 이 휴대폰에서 QR을 쓰려면 본인확인을 다시 해 주세요.',
  movedHere: '이전 휴대폰의 QR은 이제 쓸 수 없어요.',
  basic: '이 브라우저에서는 기본 QR을 보여 드려요.',
  failedUnbound: '이 휴대폰에 QR을 등록하지 못해 기본 QR을 보여 드려요.',
  failed: '이 휴대폰에 QR을 등록하지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  verifyAgain: '본인확인 다시 하기',
  preparing: 'QR을 준비하는 중이에요.',
} as const;

/**
 * The card's code (decision 070), by the state of the pass on this phone: the rotating QR and
 * typed code; the daily QR and static code (a browser without the key, or a pass no phone holds
 * after a failed registration); or why this phone shows none and the way to verify again.
 */
export function PassCode({
  state,
  qrUuid,
  entryCode,
  onRetry,
}: {
  state: DevicePassState;
  qrUuid: string;
  entryCode: string | null;
  onRetry: () => void;
}) {
  switch (state.status) {
    case 'ready':
      return <RotatingCode state={state} />;
    case 'basic':
      return <DailyCode qrUuid={qrUuid} entryCode={entryCode} line={PASS_TEXT.basic} />;
    case 'failed':
      return (
        <>
          {state.unbound ? (
            <DailyCode qrUuid={qrUuid} entryCode={entryCode} line={PASS_TEXT.failedUnbound} />
          ) : (
            <p className={styles.passProblem}>{PASS_TEXT.failed}</p>
          )}
          <Button variant="secondary" className={styles.passRetry} onClick={onRetry}>
            다시 시도
          </Button>
        </>
      );
    case 'verifyAgain':
      return (
        <>
          <p className={styles.passProblem}>
            {state.reason === 'moved' ? PASS_TEXT.moved : PASS_TEXT.noKey}
          </p>
          {/* replace: the issue steps stand in for this page, as /qr's button does */}
          <ButtonLink to={QR_VERIFY_AGAIN_HREF} replace block className={styles.passRetry}>
            {PASS_TEXT.verifyAgain}
          </ButtonLink>
        </>
      );
    default:
      return <Preparing />;
  }
}

/** The daily QR of qrUuid and the static entry code, as before decision 070, with a line why. */
function DailyCode({
  qrUuid,
  entryCode,
  line,
}: {
  qrUuid: string;
  entryCode: string | null;
  line: string;
}) {
  return (
    <>
      <QrCodeImage value={qrUuid} className={styles.qr} />
      {entryCode ? (
        <div className={styles.entryCode}>
          <span className={styles.entryCodeLabel}>입장 코드</span>
          <span className={styles.entryCodeValue}>{formatEntryCode(entryCode)}</span>
        </div>
      ) : null}
      <p className={styles.entryHint}>
        카메라가 QR을 읽지 못하면 스태프에게 입장 코드를 알려 주세요.
      </p>
      <p className={styles.basicLine}>{line}</p>
    </>
  );
}

function Preparing() {
  return (
    <div className={styles.qrPlaceholder}>
      <p role="status">{PASS_TEXT.preparing}</p>
    </div>
  );
}

function RotatingCode({ state }: { state: Extract<DevicePassState, { status: 'ready' }> }) {
  const { code, secondsLeft } = useLivePassCode(state.keys);
  return (
    <>
      {/* Said once when it happens, so the region exists before its text (a live region added
          with its text is not announced everywhere). */}
      <p className={state.movedHere ? styles.passNotice : 'sr-only'} role="status">
        {state.movedHere ? PASS_TEXT.movedHere : ''}
      </p>
      {code ? (
        <QrCodeImage value={code.qrValue} mode="Alphanumeric" className={styles.qr} />
      ) : (
        <Preparing />
      )}
      <StepCountdown secondsLeft={secondsLeft} />
      {code ? (
        // No live region: a code read out every 15 seconds would drown everything else. The
        // member (or a screen reader user moving here) reads the code that is current.
        <div className={styles.entryCode}>
          <span className={styles.entryCodeLabel}>입장 코드</span>
          <span className={styles.entryCodeValue} data-testid="typed-pass-code">
            {formatEntryCode(code.typedCode)}
          </span>
        </div>
      ) : null}
      <p className={styles.entryHint}>
        카메라가 QR을 읽지 못하면 스태프에게 입장 코드를 알려 주세요. 입장 코드도 QR과 함께
        바뀌어요.
      </p>
    </>
  );
}

const RING_RADIUS = 9;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The sign that the QR is live: a ring that empties over the 15-second step and the seconds
 * left. With reduced motion the ring is not drawn and only the number changes, once a second.
 * Hidden from screen readers: the note under the card says the QR changes every 15 seconds.
 */
function StepCountdown({ secondsLeft }: { secondsLeft: number }) {
  const left = Math.min(Math.max(secondsLeft, 0), PASS_STEP_SECONDS);
  const offset = RING_LENGTH * (1 - left / PASS_STEP_SECONDS);
  return (
    <p className={styles.countdown} aria-hidden="true" data-seconds-left={left}>
      <svg
        className={styles.countdownRing}
        width="22"
        height="22"
        viewBox="0 0 22 22"
        aria-hidden="true"
      >
        <circle className={styles.countdownTrack} cx="11" cy="11" r={RING_RADIUS} />
        <circle
          className={styles.countdownArc}
          cx="11"
          cy="11"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={offset}
          // A new step refills the ring at once; only the emptying glides.
          data-full={left === PASS_STEP_SECONDS ? '' : undefined}
        />
      </svg>
      <span>{left}초 후 새 QR</span>
    </p>
  );
}
