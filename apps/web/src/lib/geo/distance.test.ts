import { describe, expect, test } from 'vitest';
import { distanceKm } from './distance.ts';

describe('distanceKm (haversine)', () => {
  test('Beijing to Shanghai is about 1068 km, the same both ways, and a point is 0 km from itself', () => {
    const beijing = { latitude: 39.9042, longitude: 116.4074 };
    const shanghai = { latitude: 31.2304, longitude: 121.4737 };
    expect(distanceKm(beijing, shanghai)).toBeCloseTo(1067.3, 0);
    expect(distanceKm(shanghai, beijing)).toBeCloseTo(distanceKm(beijing, shanghai), 9);
    expect(distanceKm(beijing, beijing)).toBe(0);
  });

  test('one degree of latitude is about 111.2 km', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
  });
});
