import { useId, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { showAlert } from '../../../stores/alert-store';
import { identificationMessages } from '../identification-rules';
import {
  allIdentityConsentsAgreed,
  type IdentityConsent,
  identityConsents,
} from '../identity-consents';
import { checkAllState } from '../terms-rules';
import styles from './signup.module.css';

export type IdentityConsentAnswers = Partial<Record<IdentityConsent['id'], boolean>>;

/**
 * The 본인인증 약관 sheet that opens when the phone number is complete (spec 000 §4–5): every
 * required consent must be checked before the SMS is sent, else 필수 약관에 모두 동의해 주세요.
 */
export function IdentityConsentSheet({
  open,
  agreed,
  onChange,
  onAgree,
  onClose,
  busy,
}: {
  open: boolean;
  agreed: IdentityConsentAnswers;
  onChange: (next: IdentityConsentAnswers) => void;
  onAgree: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const [expanded, setExpanded] = useState<IdentityConsent['id'] | null>(null);
  const bodyIdPrefix = useId();
  const all = checkAllState(identityConsents.map((c) => agreed[c.id] === true));

  const agree = () => {
    if (!allIdentityConsentsAgreed(agreed)) {
      showAlert({ title: identificationMessages.consentsRequired });
      return;
    }
    onAgree();
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title="본인인증 약관 동의"
      description="휴대폰 본인인증을 위해 아래 약관에 동의해 주세요."
      footer={
        <Button block onClick={agree} disabled={busy} aria-busy={busy}>
          {busy ? '인증번호를 보내는 중…' : '동의하고 인증번호 받기'}
        </Button>
      }
    >
      <div className={styles.allRow}>
        <Checkbox
          size="l"
          checked={all === 'checked'}
          indeterminate={all === 'mixed'}
          onChange={(event) => {
            const value = event.target.checked;
            onChange(Object.fromEntries(identityConsents.map((c) => [c.id, value])));
          }}
        >
          약관 전체 동의
        </Checkbox>
      </div>
      <ul className={styles.consents}>
        {identityConsents.map((consent) => {
          const bodyId = `${bodyIdPrefix}-${consent.id}`;
          const isOpen = expanded === consent.id;
          return (
            <li key={consent.id} className={styles.consent}>
              <div className={styles.consentRow}>
                <Checkbox
                  checked={agreed[consent.id] === true}
                  onChange={(event) => onChange({ ...agreed, [consent.id]: event.target.checked })}
                >
                  <span className={styles.required}>(필수)</span> {consent.title}
                </Checkbox>
                <button
                  type="button"
                  className={styles.view}
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  aria-label={`${consent.title} 내용 보기`}
                  onClick={() => setExpanded(isOpen ? null : consent.id)}
                >
                  {isOpen ? '접기' : '보기'}
                </button>
              </div>
              <ul id={bodyId} className={styles.consentBody} hidden={!isOpen}>
                {consent.body.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </BottomSheet>
  );
}
