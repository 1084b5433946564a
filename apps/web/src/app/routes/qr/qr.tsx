import { AddToHomeHint } from '../../../features/pwa/add-to-home-hint';
import { QrIntro } from '../../../features/qr/components/qr-intro';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { OfflineReady } from '../../offline-ready';

/** /qr (spec 000 §2 QR; members only: guests go to /login and come back) */
export function Component() {
  return (
    <MemberOnly>
      <QrIntro />
      <AddToHomeHint />
      <OfflineReady />
    </MemberOnly>
  );
}
