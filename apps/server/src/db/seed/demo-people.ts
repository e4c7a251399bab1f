/**
 * The demo's people and places (BRIEF.md, "Data that must look real"). Ids are fixed so that links in the
 * README, the end-to-end tests and later seeds can name them. Phones are the fixed demo sign-in numbers.
 */
export const DEMO_PHONES = {
  parentWang: '13800000001',
  parentLi: '13800000002',
  doctorChen: '13900000001',
  doctorZhao: '13900000002',
  editor: '13700000001',
} as const;

export const DEMO_IDS = {
  accounts: {
    parentWang: '10000000-0000-4000-8000-000000000001',
    parentLi: '10000000-0000-4000-8000-000000000002',
    doctorChen: '10000000-0000-4000-8000-000000000011',
    doctorZhao: '10000000-0000-4000-8000-000000000012',
    editor: '10000000-0000-4000-8000-000000000021',
  },
  clinics: {
    xuhui: '20000000-0000-4000-8000-000000000001',
    pudong: '20000000-0000-4000-8000-000000000002',
  },
  doctors: {
    chen: '30000000-0000-4000-8000-000000000001',
    zhao: '30000000-0000-4000-8000-000000000002',
    lin: '30000000-0000-4000-8000-000000000003',
  },
  members: {
    /** Wang family: a preterm baby girl (born at 32+3 weeks) and a school-age boy. */
    babyXiaoyu: '40000000-0000-4000-8000-000000000001',
    boyHaoran: '40000000-0000-4000-8000-000000000002',
    motherWang: '40000000-0000-4000-8000-000000000003',
    /** Li family: a teenage girl followed for myopia. */
    teenSiyu: '40000000-0000-4000-8000-000000000011',
  },
  patients: {
    babyXiaoyuXuhui: '50000000-0000-4000-8000-000000000001',
    boyHaoranXuhui: '50000000-0000-4000-8000-000000000002',
    teenSiyuPudong: '50000000-0000-4000-8000-000000000011',
  },
} as const;

/** Birth dates are relative to the day the demo is seeded, so the children are always the same age. */
export const DEMO_AGES_DAYS = {
  babyXiaoyu: 200,
  boyHaoran: 8 * 365 + 120,
  motherWang: 36 * 365,
  teenSiyu: 14 * 365 + 40,
} as const;
