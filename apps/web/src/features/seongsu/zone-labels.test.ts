import { describe, expect, it } from 'vitest';
import { congestionLabel, zoneStateLabel } from './zone-labels';

describe('zone labels', () => {
  it.each([
    ['LOW', '여유'],
    ['NORMAL', '보통'],
    ['BUSY', '혼잡'],
    ['SOMETHING', '-'],
    ['toString', '-'],
  ])('congestion %s reads %s', (value, label) => {
    expect(congestionLabel(value).label).toBe(label);
  });

  it.each([
    ['OPEN', '운영 중'],
    ['PREPARING', '오픈 준비 중'],
    ['CLOSED', '휴관 중'],
    ['', '-'],
  ])('zone state %s reads %s', (value, label) => {
    expect(zoneStateLabel(value).label).toBe(label);
  });
});
