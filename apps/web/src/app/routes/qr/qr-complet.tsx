import { AddToHomeHint } from '../../../features/pwa/add-to-home-hint';
import { QrComplete } from '../../../features/qr/components/qr-complete';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { OfflineReady } from '../../offline-ready';

/** /qrComplet (spec 000 §4 QrComplet; spelled as the spec spells it; members only) */
export function Component() {
  return (
    <MemberOnly>
      <QrComplete />
      <AddToHomeHint />
      <OfflineReady />
    </MemberOnly>
  );
}
