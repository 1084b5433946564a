import type { Congestion, ZoneState } from '@venue/contract/domain';

/**
 * Korean labels of the designed-here zone vocabularies (contract domain/enums.ts): a floor's
 * congestion on the space tab, and a zone's operating state. Each has a tone for its badge's
 * colour; the text alone carries the meaning.
 */
export type BadgeTone = 'good' | 'neutral' | 'warn' | 'off';

const CONGESTION: Record<Congestion, { label: string; tone: BadgeTone }> = {
  LOW: { label: '여유', tone: 'good' },
  NORMAL: { label: '보통', tone: 'neutral' },
  BUSY: { label: '혼잡', tone: 'warn' },
};

const ZONE_STATE: Record<ZoneState, { label: string; tone: BadgeTone }> = {
  OPEN: { label: '운영 중', tone: 'good' },
  PREPARING: { label: '오픈 준비 중', tone: 'neutral' },
  CLOSED: { label: '휴관 중', tone: 'off' },
};

const UNKNOWN = { label: '-', tone: 'neutral' } as const;

export function congestionLabel(value: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(CONGESTION, value) ? CONGESTION[value as Congestion] : UNKNOWN;
}

export function zoneStateLabel(value: string): { label: string; tone: BadgeTone } {
  return Object.hasOwn(ZONE_STATE, value) ? ZONE_STATE[value as ZoneState] : UNKNOWN;
}
