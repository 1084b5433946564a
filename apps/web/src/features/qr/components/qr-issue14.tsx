import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Under14IdentityForm } from '../../signup/components/under14-identity-form';
import { useQrValue } from '../api/get-qr-value';
import { useQrVerification } from '../qr-flow-store';
import { useQrPageError } from '../use-qr-page-error';

/**
 * /qrIssue14 (spec 000 §2 QR, like /identification14): a member verified as under 14 on
 * /qrissue confirms their name and resident number (Under14IdentityForm) before the guardian
 * verifies. Without that verification (a direct visit, a new tab) the page sends them to
 * /qrissue; with today's pass already issued, to /qrComplet (unless verifying again for it).
 */
export function QrIssue14() {
  const verified = useQrVerification();
  const navigate = useNavigate();
  const qr = useQrValue();
  useQrPageError(qr.error);
  if (qr.data?.qrAuthYn === 'Y' && !verified?.again) {
    return <Navigate to={paths.qrComplet.getHref()} replace />;
  }
  if (verified?.under14Yn !== 'Y') {
    return <Navigate to={paths.qrIssue.getHref()} replace />;
  }
  return (
    <Under14IdentityForm
      verified={verified}
      eyebrow="만 14세 미만 QR 발급"
      intro="만 14세 미만은 보호자(법정대리인)가 함께 인증해야 QR을 받을 수 있어요. 보호자 인증 전에, 방금 인증한 본인의 이름과 주민등록번호를 한 번 더 입력해 주세요."
      onConfirmed={() => navigate(paths.qrIssueGuardian.getHref(), { replace: true })}
    />
  );
}
