import { IDENTITY_MISMATCH_MESSAGE, matchesVerifiedIdentity } from '@venue/contract/domain';
import { useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { NameField, ResidentNumberField } from '../../signup/components/identity-fields';
import signupStyles from '../../signup/components/signup.module.css';
import { SignupIntro } from '../../signup/components/signup-intro';
import { nameError, residentError } from '../../signup/identification-rules';
import { useQrValue } from '../api/get-qr-value';
import { useQrVerification } from '../qr-flow-store';
import { useQrPageError } from '../use-qr-page-error';

/**
 * /qrIssue14 (spec 000 §2 QR, like /identification14): a member verified as under 14 on
 * /qrissue types their name and resident number again; they must equal the verified identity
 * (인증된 정보와 동일한지 확인해 주세요.) before the guardian verifies. Without that verification
 * (a direct visit, a new tab) the page sends them to /qrissue; with today's pass already issued,
 * to /qrComplet. The digits stay in this component.
 */
export function QrIssue14() {
  const verified = useQrVerification();
  const navigate = useNavigate();
  const headingId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const frontRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [front6, setFront6] = useState('');
  const [digit, setDigit] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const qr = useQrValue();
  useQrPageError(qr.error);
  if (qr.data?.qrAuthYn === 'Y') return <Navigate to={paths.qrComplet.getHref()} replace />;
  if (verified?.under14Yn !== 'Y') {
    return <Navigate to={paths.qrIssue.getHref()} replace />;
  }
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
    navigate(paths.qrIssueGuardian.getHref(), { replace: true });
  };

  return (
    <section className={signupStyles.page} aria-labelledby={headingId}>
      <SignupIntro
        headingId={headingId}
        eyebrow="만 14세 미만 QR 발급"
        title="본인 정보를 확인해 주세요"
      >
        만 14세 미만은 보호자(법정대리인)가 함께 인증해야 QR을 받을 수 있어요. 보호자 인증 전에,
        방금 인증한 본인의 이름과 주민등록번호를 한 번 더 입력해 주세요.
      </SignupIntro>
      <form
        className={signupStyles.form}
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
        <div className={signupStyles.actions}>
          <Button type="submit" block>
            다음
          </Button>
        </div>
      </form>
    </section>
  );
}
