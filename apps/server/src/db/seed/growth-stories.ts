/**
 * Clinical stories for growth (STYLE habit 8): the demo seed writes them, and the server, clinical and
 * end-to-end tests reuse them. Values were read once off the WHO 2006/2007 and Fenton 2013 tables at a
 * chosen z-score for each child, then given a few millimetres of measurement noise and written out, so
 * the demo never depends on the reference files. Ages are in days from birth; dates come from the seed day.
 */
import { addDays, type IsoDate } from '@sprout/clinical';
import { DEMO_AGES_DAYS } from './demo-people.ts';

export interface GrowthStoryRecord {
  readonly ageDays: number;
  readonly height?: number;
  readonly weight?: number;
  readonly headSize?: number;
}

export interface GrowthStory {
  readonly story: string;
  readonly sex: 'male' | 'female';
  /** Age on the seed day, days (DEMO_AGES_DAYS). */
  readonly ageDaysToday: number;
  /** Gestation at birth in whole days; null = full term. */
  readonly gestationalAgeDays: number | null;
  readonly fatherHeightCm: number | null;
  readonly motherHeightCm: number | null;
  readonly records: readonly GrowthStoryRecord[];
}

/** 32 weeks + 3 days = 227 days of gestation. */
export const PRETERM_GIRL_GESTATION_DAYS = 32 * 7 + 3;

/**
 * 王小雨: a girl born at 32+3 weeks, about the 25th Fenton centile, weighed weekly in the neonatal unit
 * (a first-week weight loss, then catch-up), term-equivalent on day 53, then seen monthly and tracking
 * the 25th WHO centile by corrected age. Her records before day 53 are plotted on the Fenton chart.
 */
export const pretermGirl32Weeks: GrowthStory = {
  story: 'pretermGirl32Weeks',
  sex: 'female',
  ageDaysToday: DEMO_AGES_DAYS.babyXiaoyu,
  gestationalAgeDays: PRETERM_GIRL_GESTATION_DAYS,
  fatherHeightCm: 175,
  motherHeightCm: 162,
  records: [
    { ageDays: 0, height: 41.0, weight: 1.6, headSize: 28.8 },
    { ageDays: 7, height: 41.4, weight: 1.52, headSize: 29.2 },
    { ageDays: 14, height: 42.2, weight: 1.68, headSize: 29.9 },
    { ageDays: 21, height: 43.2, weight: 1.88, headSize: 30.6 },
    { ageDays: 28, height: 44.2, weight: 2.08, headSize: 31.3 },
    { ageDays: 35, height: 45.2, weight: 2.3, headSize: 31.9 },
    { ageDays: 42, height: 46.2, weight: 2.52, headSize: 32.5 },
    { ageDays: 49, height: 47.1, weight: 2.74, headSize: 33.0 },
    { ageDays: 60, height: 49.0, weight: 3.0, headSize: 34.0 },
    { ageDays: 84, height: 52.3, weight: 3.8, headSize: 35.9 },
    { ageDays: 112, height: 55.4, weight: 4.62, headSize: 37.6 },
    { ageDays: 140, height: 58.0, weight: 5.25, headSize: 38.8 },
    { ageDays: 168, height: 60.2, weight: 5.78, headSize: 39.7 },
    { ageDays: 196, height: 62.0, weight: 6.2, headSize: 40.6 },
  ],
};

/**
 * 王浩然: a full-term boy, about the 70th centile for height and the 64th for weight since birth, head
 * measured until 3 years; seen often as a baby, then every six months, last a month before the seed day.
 */
export const termBoyHaoran: GrowthStory = {
  story: 'termBoyHaoran',
  sex: 'male',
  ageDaysToday: DEMO_AGES_DAYS.boyHaoran,
  gestationalAgeDays: null,
  fatherHeightCm: 175,
  motherHeightCm: 162,
  records: [
    { ageDays: 0, height: 50.9, weight: 3.52, headSize: 34.8 },
    { ageDays: 14, height: 53.3, weight: 3.95, headSize: 36.2 },
    { ageDays: 30, height: 55.8, weight: 4.66, headSize: 37.6 },
    { ageDays: 61, height: 59.4, weight: 5.83, headSize: 39.5 },
    { ageDays: 91, height: 62.6, weight: 6.6, headSize: 40.9 },
    { ageDays: 122, height: 65.0, weight: 7.31, headSize: 42.0 },
    { ageDays: 183, height: 68.7, weight: 8.24, headSize: 43.6 },
    { ageDays: 274, height: 73.3, weight: 9.27, headSize: 45.4 },
    { ageDays: 365, height: 77.1, weight: 10.0, headSize: 46.4 },
    { ageDays: 456, height: 80.4, weight: 10.7, headSize: 47.2 },
    { ageDays: 548, height: 83.8, weight: 11.4, headSize: 47.8 },
    { ageDays: 730, height: 89.4, weight: 12.6, headSize: 48.7 },
    { ageDays: 913, height: 93.9, weight: 13.9, headSize: 49.4 },
    { ageDays: 1095, height: 98.0, weight: 15.0, headSize: 49.9 },
    { ageDays: 1278, height: 102.1, weight: 16.0 },
    { ageDays: 1461, height: 105.5, weight: 17.1 },
    { ageDays: 1644, height: 109.2, weight: 18.2 },
    { ageDays: 1826, height: 112.4, weight: 19.2 },
    { ageDays: 2009, height: 115.6, weight: 20.3 },
    { ageDays: 2191, height: 118.6, weight: 21.5 },
    { ageDays: 2374, height: 121.8, weight: 22.7 },
    { ageDays: 2556, height: 124.5, weight: 24.1 },
    { ageDays: 2739, height: 127.6, weight: 25.3 },
    { ageDays: 2922, height: 130.3, weight: 26.8 },
    { ageDays: 3010, height: 131.8, weight: 27.4 },
  ],
};

/** 李思语: a girl near the median height, followed at the Pudong clinic from 6 years, every six months or so. */
export const teenGirlSiyu: GrowthStory = {
  story: 'teenGirlSiyu',
  sex: 'female',
  ageDaysToday: DEMO_AGES_DAYS.teenSiyu,
  gestationalAgeDays: null,
  fatherHeightCm: 172,
  motherHeightCm: 160,
  records: [
    { ageDays: 2200, height: 115.8, weight: 21.0 },
    { ageDays: 2400, height: 118.8, weight: 22.3 },
    { ageDays: 2600, height: 122.1, weight: 23.5 },
    { ageDays: 2800, height: 125.2, weight: 25.1 },
    { ageDays: 3000, height: 128.3, weight: 26.8 },
    { ageDays: 3200, height: 131.7, weight: 28.5 },
    { ageDays: 3400, height: 135.1, weight: 30.6 },
    { ageDays: 3600, height: 138.3, weight: 32.7 },
    { ageDays: 3800, height: 141.9, weight: 35.1 },
    { ageDays: 4000, height: 145.2, weight: 37.5 },
    { ageDays: 4200, height: 148.8, weight: 40.2 },
    { ageDays: 4400, height: 152.3, weight: 43.0 },
    { ageDays: 4600, height: 155.1, weight: 46.1 },
    { ageDays: 4800, height: 157.8, weight: 48.6 },
    { ageDays: 5000, height: 159.5, weight: 51.0 },
    { ageDays: 5120, height: 160.4, weight: 52.3 },
  ],
};

export const GROWTH_STORIES = [pretermGirl32Weeks, termBoyHaoran, teenGirlSiyu] as const;

/** The story's birth date and its records' dates, for a seed day. */
export function datedStory(story: GrowthStory, today: IsoDate) {
  const birthDate = addDays(today, -story.ageDaysToday);
  return { birthDate, records: story.records.map((r) => ({ ...r, recordDate: addDays(birthDate, r.ageDays) })) };
}
