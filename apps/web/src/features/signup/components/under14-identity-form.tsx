import { IDENTITY_MISMATCH_MESSAGE, matchesVerifiedIdentity } from '@venue/contract/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showAlert } from '../../../stores/alert-store';
import { nameError, residentError } from '../identification-rules';
import { NameField, ResidentNumberField } from './identity-fields';
import styles from './signup.module.css';
import { SignupIntro } from './signup-intro';

/**
 * The under-14 step before a guardian verifies (spec 000 §4–5, for signup's /identification14 and
 * My QR's /qrIssue14): the member types their name and resident number again; they must equal
 * the identity just verified (인증된 정보와 동일한지 확인해 주세요.) before `onConfirmed` moves on.
 * The digits stay in this component.
 */
export function Under14IdentityForm({
  verified,
  eyebrow,
  intro,
  onConfirmed,
}: {
  verified: Parameters<typeof matchesVerifiedIdentity>[1];
  eyebrow: string;
  /** Why the guardian is needed, in the flow's words. */
  intro: ReactNode;
  onConfirmed: () => void;
}) {
  const headingId = useId();
  const frontRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [front6, setFront6] = useState('');
  const [digit, setDigit] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const nameErr = nameError(name);
  const residentErr = residentError(front6, digit, new Date());

  const confirm = () => {
    if (nameErr || residentErr) {
      setShowErrors(true);
      (nameErr ? nameRef : frontRef).current?.focus();
      return;
    }
    if (!matchesVerifiedIdentity({ name, front6, digit }, verified)) {
      showAlert({ title: IDENTITY_MISMATCH_MESSAGE });
      return;
    }
    onConfirmed();
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow={eyebrow} title="본인 정보를 확인해 주세요">
        {intro}
      </SignupIntro>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <NameField
          value={name}
          onChange={setName}
          error={nameErr}
          showError={showErrors}
          inputRef={nameRef}
          onEnter={() => frontRef.current?.focus()}
        />
        <ResidentNumberField
          front6={front6}
          digit={digit}
          onFrontChange={setFront6}
          onDigitChange={setDigit}
          error={residentErr}
          showError={showErrors || digit !== ''}
          frontRef={frontRef}
        />
        <div className={styles.actions}>
          <Button type="submit" block>
            다음
          </Button>
        </div>
      </form>
    </section>
  );
}
