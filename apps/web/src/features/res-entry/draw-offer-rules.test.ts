import { describe, expect, it } from 'vitest';
import { drawOfferView, openDrawOfferDeadline } from './draw-offer-rules';

const deadline = '2026-12-03T18:00:00+09:00';
const before = new Date('2026-12-03T17:59:00+09:00');
const after = new Date('2026-12-03T18:00:00+09:00');

describe('what an entry shows of a cancelled win offered to it', () => {
  it('is open while OFFERED and before the deadline, expired from the deadline on', () => {
    const entry = { drawOffer: { state: 'OFFERED' as const, deadline } };
    expect(drawOfferView(entry, before)).toBe('open');
    expect(openDrawOfferDeadline(entry, before)).toBe(deadline);
    // The server's minute job may not have caught up: the screen does not wait for it.
    expect(drawOfferView(entry, after)).toBe('expired');
    expect(openDrawOfferDeadline(entry, after)).toBeNull();
    // An offer without a deadline cannot be answered in time.
    expect(drawOfferView({ drawOffer: { state: 'OFFERED', deadline: null } }, before)).toBe(
      'expired',
    );
  });

  it('follows the server’s state once the offer is answered or gone', () => {
    expect(drawOfferView({ drawOffer: { state: 'EXPIRED', deadline } }, before)).toBe('expired');
    expect(drawOfferView({ drawOffer: { state: 'DECLINED', deadline } }, before)).toBe('declined');
    expect(drawOfferView({ drawOffer: { state: 'ACCEPTED', deadline } }, before)).toBe('accepted');
    expect(openDrawOfferDeadline({ drawOffer: { state: 'ACCEPTED', deadline } }, before)).toBe(
      null,
    );
  });

  it('is nothing for an entry never offered a win (null, or a server without the field)', () => {
    expect(drawOfferView({ drawOffer: null }, before)).toBeNull();
    expect(drawOfferView({}, before)).toBeNull();
  });
});
