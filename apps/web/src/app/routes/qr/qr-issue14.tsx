import { QrIssue14 } from '../../../features/qr/components/qr-issue14';
import { MemberOnly } from '../../../features/res-entry/components/member-only';

/** /qrIssue14 (spec 000 §2 QR: under-14 confirmation; members only) */
export function Component() {
  return (
    <MemberOnly>
      <QrIssue14 />
    </MemberOnly>
  );
}
