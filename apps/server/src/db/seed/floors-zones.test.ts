import { describe, expect, it } from 'vitest';
import { buildFloors, buildZones } from './floors-zones';

describe('floors and zones', () => {
  it('numbers the floors as the spec does: 1 B1, 2 1F, 3 2F, 4 Rooftop', () => {
    expect(buildFloors().map((f) => [f.floorIdx, f.floorName])).toEqual([
      [1, 'B1'],
      [2, '1F'],
      [3, '2F'],
      [4, 'Rooftop'],
    ]);
  });

  it('puts every zone of spec 000 §2 on its floor', () => {
    const floorOf = Object.fromEntries(buildZones().map((z) => [z.zoneNameEn, z.floorIdx]));
    expect(floorOf).toEqual({
      'The Stage': 1,
      'Goods Zone': 1,
      'Main Hall': 2,
      'Way To Light': 2,
      'Flex Hall': 3,
      'The Lounge': 3,
      'AI Circle': 3,
      'The Rooftop': 4,
      'The Ground': 4,
      'The Archive': 4,
      'The Garden': 4,
    });
  });

  it('gives every zone a Korean summary, a description and both generated images', () => {
    for (const zone of buildZones()) {
      expect(zone.zoneSummary).toMatch(/[가-힣]/);
      expect(zone.zoneDescription).toMatch(/^<p>/);
      expect(zone.mainFileContentSavePath).toMatch(/^\/media\/zone\/[a-z0-9-]+\.svg$/);
      expect(zone.locationFileContentSavePath).toMatch(/^\/media\/zone-map\/[a-z0-9-]+\.svg$/);
    }
  });
});
