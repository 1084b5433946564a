import { useId } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { updateAuthState, useAuthState } from '../../../stores/auth-store';
import { routeAfterVerify, signupRedirect } from '../identification-rules';
import { PhoneVerificationForm } from './phone-verification-form';
import styles from './signup.module.css';
import { SignupIntro } from './signup-intro';

/**
 * /identification (spec 000 §2, §4): the new member's own SMS verification. The verified person
 * goes to the auth store, then on to /identification14 (under 14), /Integration (already a
 * member) or /tos. Without a login in progress there is nothing to verify for: /login.
 */
export function Identification() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const headingId = useId();
  const redirect = signupRedirect('identification', auth);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <SignupIntro headingId={headingId} eyebrow="STEP 1 · 본인인증" title="휴대폰 본인인증">
        안전한 이용을 위해 회원님 명의의 휴대폰으로 본인인증을 해 주세요. 주민등록번호는 생년월일과
        성별 확인에만 쓰이고 저장하지 않아요.
      </SignupIntro>
      <PhoneVerificationForm
        verifyType="Identification"
        login={auth}
        onVerified={(person, result) => {
          updateAuthState({
            userInfo: { ...person, overlapYn: result.overlapYn, under14Yn: result.under14Yn },
            legalguardianInfo: null,
          });
          navigate(routeAfterVerify(result));
        }}
      />
    </section>
  );
}
