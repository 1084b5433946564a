import { QrIssueGuardian } from '../../../features/qr/components/qr-issue-guardian';
import { MemberOnly } from '../../../features/res-entry/components/member-only';

/** /qrIssueGuardian (spec 000 §4: the guardian's verification; members only) */
export function Component() {
  return (
    <MemberOnly>
      <QrIssueGuardian />
    </MemberOnly>
  );
}
