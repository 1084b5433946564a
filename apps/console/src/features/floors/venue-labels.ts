import type { Congestion, ZoneState } from '@venue/contract/domain';

/** The console's words for a floor's congestion and a zone's state (as the visitor app says them). */
export const congestionLabels: Record<Congestion, string> = {
  LOW: '여유',
  NORMAL: '보통',
  BUSY: '혼잡',
};

export const zoneStateLabels: Record<ZoneState, string> = {
  OPEN: '운영 중',
  PREPARING: '오픈 준비 중',
  CLOSED: '휴관 중',
};
