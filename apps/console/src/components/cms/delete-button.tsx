import { withParticle } from '@venue/contract/domain';
import { type ReactNode, useState } from 'react';
import { refusalWords } from '../../lib/api-client';
import { ConfirmDialog } from '../confirm-dialog';
import styles from '../console.module.css';
import cms from './cms.module.css';

/**
 * 삭제 for a content item, asked first in the console's confirm dialog (what goes, that it cannot
 * be taken back). A refusal (the server's Korean words: a category that still holds questions, an
 * image still in use) is handed to `onFailure`.
 */
export function DeleteButton({
  itemName,
  consequence,
  onDelete,
  onFailure,
  label = '삭제',
}: {
  /** What is deleted, as the dialog and the button's accessible name say it. */
  itemName: string;
  consequence?: ReactNode;
  onDelete: () => Promise<unknown>;
  onFailure: (message: string, error: unknown) => void;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onDelete();
      setOpen(false);
    } catch (error) {
      setOpen(false);
      onFailure(refusalWords(error, '삭제하지 못했어요. 다시 시도해 주세요.'), error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`${styles.smallButton} ${cms.danger}`}
        aria-label={`${itemName} ${label}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <ConfirmDialog
        open={open}
        title={`${withParticle(itemName, '을/를')} 삭제할까요?`}
        confirmLabel="삭제하기"
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      >
        {consequence ?? <p>삭제하면 되돌릴 수 없어요.</p>}
      </ConfirmDialog>
    </>
  );
}
