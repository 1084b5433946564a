import type { ProgramDetail } from '@venue/contract';
import { detailMainButton } from '@venue/contract/domain';
import { useId, useState } from 'react';
// The flow's entry point (another feature's hook, per the architecture's one-way rule for
// composed pages): the detail's main button starts the reservation/application flow.
import { programNameText } from '../../../components/program-card/program-card';
import { Button } from '../../../components/ui/button';
import { QrIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useIsLoggedIn } from '../../../stores/session-store';
import styles from './program-detail-actions.module.css';
import { ShareSheet, URL_COPIED_TEXT, URL_COPIED_TOAST_MS } from './share-sheet';

/**
 * The detail's actions: the main button (spec 001 §4 label table, detailMainButton: hidden for
 * DEFAULT, disabled when closed), 공유하기 (the share sheet) and, for members, the QR shortcut
 * (spec 001 §2, §6). What the main button does (log in, the flow, the entry) is `onStart`: the
 * route module hands in the reservation flow's starter, so programs never import reserve-flow.
 */
export function ProgramDetailActions({
  program,
  onStart,
  onWaitlist,
}: {
  program: ProgramDetail;
  onStart: (program: ProgramDetail) => void;
  /** 대기 신청 in place of the closed button (decision 063), when the route module offers it */
  onWaitlist?: ((program: ProgramDetail) => void) | undefined;
}) {
  const loggedIn = useIsLoggedIn();
  const [sharing, setSharing] = useState(false);
  const { toast, showToast } = useToast(URL_COPIED_TOAST_MS);
  const button = detailMainButton({ ...program, loggedIn });
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const hintId = useId();
  const waitlist = onWaitlist && button.disabled && !button.hidden && !button.statusOnly;
  return (
    <div className={styles.actions}>
      {waitlist ? (
        <>
          <Button block aria-describedby={hintId} onClick={() => onWaitlist(program)}>
            대기 신청
          </Button>
          <p id={hintId} className={styles.hint}>
            모든 회차의 자리가 찼어요. 대기 신청하면 자리가 났을 때 알림톡으로 알려 드려요.
          </p>
        </>
      ) : button.hidden ? null : button.statusOnly ? (
        <p className={styles.status}>{button.label}</p>
      ) : (
        <Button block disabled={button.disabled} onClick={() => onStart(program)}>
          {button.label}
        </Button>
      )}
      <div className={styles.row}>
        <Button variant="secondary" className={styles.secondary} onClick={() => setSharing(true)}>
          공유하기
        </Button>
        {loggedIn ? (
          <Link to={paths.qr.getHref()} className={styles.qr}>
            <QrIcon size={20} />
            My QR
          </Link>
        ) : null}
      </div>
      <ShareSheet
        open={sharing}
        onClose={() => setSharing(false)}
        card={{
          title: programNameText(program.programName),
          description: program.programSummary,
          imageUrl: new URL(program.savePath || '/', url || 'http://localhost').href,
          url,
        }}
        onCopied={(copied) =>
          showToast(copied ? URL_COPIED_TEXT : 'URL을 복사하지 못했어요.', URL_COPIED_TOAST_MS)
        }
      />
      {toast}
    </div>
  );
}
