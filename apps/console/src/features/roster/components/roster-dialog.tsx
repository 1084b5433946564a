import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { FormMessages } from '../../../components/form-fields';
import { isApiRequestError } from '../../../lib/api-client';
import { useRequestKey } from '../../../lib/request-key';
import { writeFailureWords } from '../staff-booking-words';

/**
 * How the roster asks before a change: a button opens one dialog, which names what it changes,
 * asks once and stays open with a refusal in words; what it did becomes one line beside the button
 * that opened it. The pieces every roster dialog shares live here.
 */

/**
 * A cancel reason's registration: left empty it is no reason at all, never an empty one — the
 * contract's schema asks for it where a cancel needs one, and takes none elsewhere.
 */
export const emptyIsNoReason = { setValueAs: (v: string) => (v === '' ? undefined : v) };

/**
 * The dialog a button opens (`asking`: what it asks about, null while closed) and the line the
 * last one left (`done`): `ask` opens it and clears the old line, `close` ends it with its line.
 */
export function useAsking<T>() {
  const [asking, setAsking] = useState<T | null>(null);
  const [done, setDone] = useState('');
  return {
    asking,
    done,
    clearDone: () => setDone(''),
    ask: (what: T) => {
      setDone('');
      setAsking(what);
    },
    close: (message?: string) => {
      setAsking(null);
      if (message) setDone(message);
    },
  };
}

/**
 * A write of the staff bookings (decision 069) sent with its dialog's `requestKey`
 * (`lib/request-key.ts`): the same body pressed again after an answer that never came is answered
 * with what the server already did. `send` clears the last failure; a body that did not pass the
 * contract's schema (null) is not sent; a refusal, or no answer, becomes `failure` in words
 * (`writeFailureWords`) and the dialog stays open.
 */
export function useKeyedWrite<TInput extends object, TResult>(
  write: { mutateAsync: (input: TInput) => Promise<TResult>; isPending: boolean },
  fallback: string,
) {
  const keyFor = useRequestKey();
  const [failure, setFailure] = useState('');
  const send = async (body: TInput | null, then: (answer: TResult, body: TInput) => void) => {
    setFailure('');
    if (!body) return;
    try {
      then(await write.mutateAsync({ ...body, requestKey: keyFor(body) }), body);
    } catch (error) {
      setFailure(isApiRequestError(error) ? writeFailureWords(error) : fallback);
    }
  };
  return { send, failure, setFailure, busy: write.isPending };
}

/**
 * A roster dialog's frame: the console's ConfirmDialog asking once (its harmless choice closes it
 * with nothing done), the body — stacked when it holds fields — and the failure under it.
 */
export function RosterDialog({
  title,
  confirmLabel,
  cancelLabel,
  busy,
  failure,
  stack = false,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy: boolean;
  failure: string;
  /** the body holds fields: one column with the console's spacing */
  stack?: boolean;
  onClose: (done?: string) => void;
  onConfirm: () => unknown;
  children: ReactNode;
}) {
  const failed = failure ? <FormMessages failure={failure} /> : null;
  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      onCancel={() => onClose()}
      onConfirm={() => void onConfirm()}
    >
      {stack ? (
        <div className={styles.stack}>
          {children}
          {failed}
        </div>
      ) : (
        <>
          {children}
          {failed}
        </>
      )}
    </ConfirmDialog>
  );
}
