import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../lib/user-info';
// The signup feature's SMS verification, reused as is (its component files, not its internals).
import { PhoneVerificationForm } from '../../signup/components/phone-verification-form';
import signupStyles from '../../signup/components/signup.module.css';
import { SignupIntro } from '../../signup/components/signup-intro';
import { qrValueQueryKey, useQrValue } from '../api/get-qr-value';
import { rememberVerifiedHere } from '../pass-device/verified-here';
import { setQrVerification } from '../qr-flow-store';
import { NO_LOGIN, prefillFrom, routeAfterQrVerify } from '../qr-rules';
import { useQrPageError } from '../use-qr-page-error';
import styles from './qr.module.css';

/**
 * /qrissue (spec 000 §4 QR issue): two steps on one page. Step 1 confirms the member's details
 * (prefilled from getuserinfo, editable, since the agency checks them), the captcha, the
 * identity consents and sends the SMS (verifyType qrissue); step 2 is the code with its 180 s
 * countdown and resend. Verified: under 14 → /qrIssue14 (the guardian flow), otherwise the server
 * has issued today's pass → /qrComplet. A member who already holds today's pass goes straight to
 * /qrComplet. A failed step keeps everything typed (the form never resets on an error).
 */
export function QrIssue() {
  const headingId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const qr = useQrValue();
  const user = useUserInfo();
  const [step, setStep] = useState<1 | 2>(1);
  const again = useSearchParams()[0].get('again') === '1';
  useQrPageError(qr.error);

  if (qr.data?.qrAuthYn === 'Y' && !again) {
    return <Navigate to={paths.qrComplet.getHref()} replace />;
  }
  // The form reads its starting values once, so it waits for both answers (a failed user info
  // simply starts it empty).
  const ready = qr.isSuccess && !user.isPending;
  const member = user.data;

  return (
    <section className={signupStyles.page} aria-labelledby={headingId}>
      <SignupIntro
        headingId={headingId}
        eyebrow={step === 1 ? 'STEP 1/2 · 정보 확인' : 'STEP 2/2 · 인증번호 입력'}
        title={step === 1 ? '본인 정보를 확인해 주세요' : '문자로 받은 인증번호를 입력해 주세요'}
      >
        {step === 1
          ? again
            ? '오늘의 QR을 이 휴대폰에서 쓰려면 본인인증을 한 번 더 해 주세요. 회원 정보로 미리 채워 두었어요. 보안문자를 입력하고 약관에 동의하면 인증번호를 보내 드려요.'
            : 'QR은 하루에 한 번, 휴대폰 본인인증 후 발급돼요. 회원 정보로 미리 채워 두었어요. 보안문자를 입력하고 약관에 동의하면 인증번호를 보내 드려요.'
          : '인증번호 6자리를 입력하면 바로 확인하고 오늘의 QR을 발급해 드려요. 3분 안에 입력해 주세요.'}
      </SignupIntro>
      {ready ? (
        <PhoneVerificationForm
          verifyType="qrissue"
          login={NO_LOGIN}
          initial={
            member
              ? prefillFrom({ ...member, telco: member.telco ?? member.telecomCode })
              : undefined
          }
          onSent={(sent) => setStep(sent ? 2 : 1)}
          onVerified={(person, result) => {
            if (result.under14Yn === 'Y') {
              setQrVerification({
                seq: person.seq,
                name: person.name,
                birthYmd: person.birthYmd,
                gender: person.gender,
                foreignerYn: person.foreignerYn,
                under14Yn: result.under14Yn,
                ...(again ? { again } : {}),
              });
            } else {
              setQrVerification(null);
              rememberVerifiedHere();
              // The pass was issued with the verification: /qrComplet must not see the old N.
              queryClient.removeQueries({ queryKey: qrValueQueryKey });
            }
            navigate(routeAfterQrVerify(result), { replace: true });
          }}
        />
      ) : (
        <p className={styles.status} role="status">
          회원 정보를 불러오는 중이에요.
        </p>
      )}
    </section>
  );
}
