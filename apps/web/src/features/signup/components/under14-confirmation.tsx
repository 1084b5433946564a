import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAuthState } from '../../../stores/auth-store';
import { signupRedirect } from '../identification-rules';
import { Under14IdentityForm } from './under14-identity-form';

/**
 * /identification14 (spec 000 §4–5): a member verified as under 14 confirms their name and
 * resident number (Under14IdentityForm) before the guardian step.
 */
export function Under14Confirmation() {
  const auth = useAuthState((state) => state);
  const navigate = useNavigate();
  const redirect = signupRedirect('identification14', auth);
  if (redirect || !auth.userInfo) {
    return <Navigate to={redirect ?? paths.auth.identification.getHref()} replace />;
  }
  return (
    <Under14IdentityForm
      verified={auth.userInfo}
      eyebrow="만 14세 미만 가입"
      intro="만 14세 미만은 보호자(법정대리인)의 동의를 받아야 가입할 수 있어요. 보호자 인증 전에, 방금 인증한 본인의 이름과 주민등록번호를 한 번 더 입력해 주세요."
      onConfirmed={() => navigate(paths.auth.identificationGuardian.getHref())}
    />
  );
}
