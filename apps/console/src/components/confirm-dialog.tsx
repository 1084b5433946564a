import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './confirm-dialog.module.css';

/**
 * The console's one way to ask before an action that cannot be taken back (a reward handed out;
 * later, an instance cancelled with its bookings): a modal `<dialog>` named by its question, the
 * consequence in words, 취소 and the action named by what it does. The browser's modal dialog
 * makes the page behind it inert, keeps focus inside and closes on Escape (as 취소); focus starts
 * on 취소, the harmless choice, and goes back to what opened it when the dialog closes. When the
 * action itself is a 취소 (예약 취소, 입장 기록 취소), the harmless choice says 닫기, so the two
 * buttons never say the same word.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  cancelLabel,
}: {
  open: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** The harmless choice's own word (돌아가기 beside 폐기하기); 취소 or 닫기 by default. */
  cancelLabel?: string | undefined;
}) {
  if (!open) return null;
  return (
    <OpenDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel ?? dismissLabel(confirmLabel)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    >
      {children}
    </OpenDialog>
  );
}

function OpenDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  cancelLabel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: closed by our state, so focus goes back through the effect above.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.actions}>
        <button ref={cancelRef} type="button" className={styles.cancel} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** 취소, or 닫기 beside an action that is itself a 취소. */
const dismissLabel = (confirmLabel: string) => (confirmLabel.includes('취소') ? '닫기' : '취소');
