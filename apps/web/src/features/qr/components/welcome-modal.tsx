import type { SseMessage } from '@venue/contract';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { SparkleIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { keepTabInside, useModal } from '../../../lib/use-modal';
import { useVenueIdentity } from '../../../lib/venue-info/venue-identity';
import { welcomeTutorialHref } from '../qr-rules';
import styles from './qr.module.css';

/**
 * The live welcome (spec 000 §4): the check-in message has arrived. With tutorialYn Y and a
 * tutorialLink it offers 체험방법 알아보기 → /tutorial/{programIdx}; otherwise it is a plain
 * welcome. 홈으로 goes to the home, now the in-venue view. Like every dialog here (lib/use-modal)
 * it takes focus, keeps Tab inside, closes on Escape and gives focus back.
 */
export function WelcomeModal({
  message,
  name,
  onClose,
}: {
  message: SseMessage;
  name: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const venue = useVenueIdentity();
  const titleId = useId();
  const textId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModal({ open: true, onClose, initialFocusRef: primaryRef });
  const tutorialHref = welcomeTutorialHref(message);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={styles.dialog}
        onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
      >
        <div className={styles.dialogMark} aria-hidden="true">
          <SparkleIcon size={28} />
        </div>
        <h2 id={titleId} className={styles.dialogTitle}>
          {venue.name}에 오신 걸 환영해요!
        </h2>
        <p id={textId} className={styles.dialogText}>
          {name ? `${name}님, ` : ''}입장이 확인되었어요.{' '}
          {tutorialHref
            ? '지금 계신 곳의 프로그램을 어떻게 즐기면 좋은지 알려 드릴게요.'
            : '홈 화면에서 층별 현장 안내와 지금 진행 중인 프로그램을 확인해 보세요.'}
        </p>
        <div className={styles.dialogActions}>
          {tutorialHref ? (
            <>
              <Button ref={primaryRef} block onClick={() => navigate(tutorialHref)}>
                체험방법 알아보기
              </Button>
              <Button block variant="secondary" onClick={() => navigate(paths.home.getHref())}>
                홈으로
              </Button>
            </>
          ) : (
            <Button ref={primaryRef} block onClick={() => navigate(paths.home.getHref())}>
              홈으로
            </Button>
          )}
        </div>
        <button type="button" className={styles.dialogClose} onClick={onClose} aria-label="닫기">
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
