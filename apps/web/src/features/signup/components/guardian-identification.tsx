import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { updateAuthState, useAuthState } from '../../../stores/auth-store';
import { signupRedirect } from '../identification-rules';
import { PhoneVerificationForm } from './phone-verification-form';
import styles from './signup.module.css';
import { SignupIntro } from './signup-intro';

/**
 * /identificationGuardian (spec 000 §4–5): the legal guardian of an under-14 member verifies
 * their own phone through the same steps, tied to the member's verification (userSeq). The
 * server refuses a guardian less than 18 years older (GUARDIAN_AGE_GAP, shown as it says).
 */
export function GuardianIdentification() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const headingId = useId();
  const redirect = signupRedirect('guardian', auth);
  if (redirect || !auth.userInfo) {
    return <Navigate to={redirect ?? paths.auth.identification.getHref()} replace />;
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow="STEP 2 · 보호자 동의" title="보호자 본인인증">
        만 14세 미만 회원은 법정대리인(보호자)의 동의가 있어야 가입할 수 있어요. 보호자 명의의
        휴대폰으로 본인인증을 해 주세요. 보호자는 회원보다 18세 이상 많아야 해요.
      </SignupIntro>
      <PhoneVerificationForm
        verifyType="identificationguardian"
        userSeq={auth.userInfo.seq}
        subject="보호자"
        login={auth}
        onVerified={(guardian) => {
          updateAuthState({ legalguardianInfo: guardian });
          navigate(paths.auth.tos.getHref(true));
        }}
      />
    </section>
  );
}
