import { QrIssue } from '../../../features/qr/components/qr-issue';
import { MemberOnly } from '../../../features/res-entry/components/member-only';

/** /qrissue (spec 000 §4 QR issue; members only) */
export function Component() {
  return (
    <MemberOnly>
      <QrIssue />
    </MemberOnly>
  );
}
