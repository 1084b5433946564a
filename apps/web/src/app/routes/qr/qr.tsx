import { QrIntro } from '../../../features/qr/components/qr-intro';
import { MemberOnly } from '../../../features/res-entry/components/member-only';

/** /qr (spec 000 §2 QR; members only: guests go to /login and come back) */
export function Component() {
  return (
    <MemberOnly>
      <QrIntro />
    </MemberOnly>
  );
}
