import type { ReserveEntryDetail } from '@venue/contract';
import { isBeforeDeadline } from '../../components/offer-deadline/offer-deadline-rules';

/**
 * A cancelled win offered to this entry, the next candidate of the draw: what the
 * entry's page shows of it. `open` while OFFERED and before its deadline (당첨 받기 / 양보하기);
 * `expired` when the window passed (the server's EXPIRED, or an OFFERED whose deadline passed on
 * this screen before the server's minute job caught up); `declined` when the member gave it on;
 * `accepted` when they took it (the entry is WIN); null when it was never offered one.
 */
export type DrawOfferView = 'open' | 'expired' | 'declined' | 'accepted';

export function drawOfferView(
  entry: Pick<ReserveEntryDetail, 'drawOffer'>,
  now: Date,
): DrawOfferView | null {
  const offer = entry.drawOffer;
  if (!offer) return null;
  switch (offer.state) {
    case 'OFFERED':
      return isBeforeDeadline(offer.deadline, now) ? 'open' : 'expired';
    case 'EXPIRED':
      return 'expired';
    case 'DECLINED':
      return 'declined';
    case 'ACCEPTED':
      return 'accepted';
    default:
      return null;
  }
}

/** The open offer's deadline (for the list's line), or null when there is no open offer. */
export function openDrawOfferDeadline(
  entry: Pick<ReserveEntryDetail, 'drawOffer'>,
  now: Date,
): string | null {
  return drawOfferView(entry, now) === 'open' ? (entry.drawOffer?.deadline ?? null) : null;
}
