import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../stores/alert-store';
import { PhoneVerificationForm } from '../../signup/components/phone-verification-form';
import signupStyles from '../../signup/components/signup.module.css';
import { SignupIntro } from '../../signup/components/signup-intro';
import { useLegalGuardian } from '../api/get-legal-guardian';
import { qrValueQueryKey, useQrValue } from '../api/get-qr-value';
import { rememberVerifiedHere } from '../pass-device/verified-here';
import { setQrVerification, useQrVerification } from '../qr-flow-store';
import { GUARDIAN_NOT_FOUND_TEXT, NO_LOGIN, prefillFrom } from '../qr-rules';
import { useQrPageError } from '../use-qr-page-error';
import styles from './qr.module.css';

/**
 * /qrIssueGuardian (spec 000 §4): the legal guardian of an under-14 member verifies their phone
 * (verifyType qrissueguardian) tied to the member's own verification of /qrissue (userSeq); the
 * server checks the 18-year gap and issues the member's pass of today → /qrComplet. The guardian
 * saved at signup prefills the fields (POST /api/getlegalguardian); none saved, or a failed read,
 * says 보호자 정보를 불러오지 못했습니다. 정보를 입력해주세요. and leaves them empty to type. With
 * today's pass already issued, the page goes to /qrComplet, unless the member is verifying again
 * to use it on this phone (decision 070).
 */
export function QrIssueGuardian() {
  const verified = useQrVerification();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const headingId = useId();
  const guardian = useLegalGuardian();
  const qr = useQrValue();
  useQrPageError(qr.error);
  // Set with the verification's end: the flow state is cleared then, and must not bounce the
  // page to /qrissue before it has gone on to /qrComplet.
  const [issued, setIssued] = useState(false);
  const missing = guardian.isError || (guardian.isSuccess && guardian.data === null);

  useEffect(() => {
    if (missing) showAlert({ title: GUARDIAN_NOT_FOUND_TEXT });
  }, [missing]);

  if (!issued && qr.data?.qrAuthYn === 'Y' && !verified?.again) {
    return <Navigate to={paths.qrComplet.getHref()} replace />;
  }
  if (!issued && verified?.under14Yn !== 'Y') {
    return <Navigate to={paths.qrIssue.getHref()} replace />;
  }

  if (!verified) return null;
  return (
    <section className={signupStyles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow="만 14세 미만 QR 발급" title="보호자 본인인증">
        {verified.name}님의 QR은 보호자(법정대리인)의 휴대폰 인증 후 발급돼요. 보호자 명의의
        휴대폰으로 인증해 주세요. 보호자는 회원보다 18세 이상 많아야 해요.
      </SignupIntro>
      {guardian.isPending ? (
        <p className={styles.status} role="status">
          보호자 정보를 불러오는 중이에요.
        </p>
      ) : (
        <PhoneVerificationForm
          verifyType="qrissueguardian"
          userSeq={verified.seq}
          subject="보호자"
          login={NO_LOGIN}
          initial={guardian.data ? prefillFrom(guardian.data) : undefined}
          onVerified={() => {
            setIssued(true);
            setQrVerification(null);
            rememberVerifiedHere();
            queryClient.removeQueries({ queryKey: qrValueQueryKey });
            navigate(paths.qrComplet.getHref(), { replace: true });
          }}
        />
      )}
    </section>
  );
}
