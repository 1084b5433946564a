import { IDENTITY_MISMATCH_MESSAGE, matchesVerifiedIdentity } from '@venue/contract/domain';
import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { useAuthState } from '../../../stores/auth-store';
import { nameError, residentError, signupRedirect } from '../identification-rules';
import { NameField, ResidentNumberField } from './identity-fields';
import styles from './signup.module.css';
import { SignupIntro } from './signup-intro';

/**
 * /identification14 (spec 000 §4–5): a member verified as under 14 types their name and resident
 * number again; they must equal the verified identity (인증된 정보와 동일한지 확인해 주세요.)
 * before the guardian step. As on /identification, the digits stay in this component.
 */
export function Under14Confirmation() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const headingId = useId();
  const frontRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [front6, setFront6] = useState('');
  const [digit, setDigit] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const redirect = signupRedirect('identification14', auth);
  if (redirect || !auth.userInfo) {
    return <Navigate to={redirect ?? paths.auth.identification.getHref()} replace />;
  }
  const verified = auth.userInfo;
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
    navigate(paths.auth.identificationGuardian.getHref());
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro
        headingId={headingId}
        eyebrow="만 14세 미만 가입"
        title="본인 정보를 확인해 주세요"
      >
        만 14세 미만은 보호자(법정대리인)의 동의를 받아야 가입할 수 있어요. 보호자 인증 전에, 방금
        인증한 본인의 이름과 주민등록번호를 한 번 더 입력해 주세요.
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
