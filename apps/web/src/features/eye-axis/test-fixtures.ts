// Test-only data in the API's shapes (imported by *.test.ts(x) of this feature).
import type { EyeCurve, EyeExamRecord, EyeInfo, EyeMeasurements } from '@sprout/contracts';

export const EYE_ID = 'e2000000-0000-4000-8000-000000000011';
export const EYE_AXIS_ID = 'e2100000-0000-4000-8000-000000000011';

const eye = (axialLength: number, overrides: Partial<EyeMeasurements> = {}): EyeMeasurements => ({
  axialLength,
  sphere: -3.25,
  cylinder: -0.25,
  axis: 180,
  sphericalEquivalent: -3.38,
  k1: 42.75,
  k2: 43.75,
  cornealRadius: 7.8,
  alCrRatio: 3.22,
  ucva: 1,
  bcva: 1,
  iop: null,
  centile: 71.2,
  band: 'within',
  centileLabel: '71',
  growthPerYear: 0.12,
  progression: 'slow',
  ...overrides,
});

export const eyeInfo: EyeInfo = {
  eyeId: EYE_ID,
  eyeAxisId: EYE_AXIS_ID,
  familyMemberId: 'm1',
  patientId: 'p1',
  name: '李思语',
  sex: 'female',
  birthDate: '2011-10-01',
  examCount: 2,
  latestExamDate: '2025-10-01',
  summary: {
    right: {
      recordId: 'r2',
      examDate: '2025-10-01',
      ageYears: 14,
      treatment: 'orthokeratology',
      axialLength: 25.09,
      centile: 71.2,
      band: 'within',
      centileLabel: '71',
      growthPerYear: 0.12,
      progression: 'slow',
      sphericalEquivalent: -3.38,
      alCrRatio: 3.22,
    },
    left: null,
  },
};

export const record = (recordId: string, examDate: string, axialLength: number): EyeExamRecord => ({
  recordId,
  eyeId: EYE_ID,
  examDate,
  ageYears: 14,
  treatment: 'orthokeratology',
  device: 'IOLMaster 700',
  notes: null,
  right: eye(axialLength),
  left: eye(axialLength - 0.14, { centileLabel: null, band: 'above95', centile: null }),
});

export const curve: EyeCurve = {
  eyeId: EYE_ID,
  sex: 'female',
  birthDate: '2011-10-01',
  reference: 'he2023_china',
  referenceCitation: 'He et al. 2023',
  unit: 'mm',
  centiles: [
    {
      centile: 3,
      points: [
        { ageYears: 4, value: 20.74 },
        { ageYears: 10, value: 21.89 },
        { ageYears: 18, value: 22.61 },
      ],
    },
    {
      centile: 95,
      points: [
        { ageYears: 4, value: 22.66 },
        { ageYears: 10, value: 25.01 },
        { ageYears: 18, value: 27.08 },
      ],
    },
  ],
  right: [
    { recordId: 'r1', examDate: '2020-04-01', ageYears: 8.5, axialLength: 23.48, centile: 60, band: 'within', centileLabel: '60' },
    { recordId: 'r2', examDate: '2025-10-01', ageYears: 14, axialLength: 25.09, centile: 71.2, band: 'within', centileLabel: '71' },
  ],
  left: [{ recordId: 'r2', examDate: '2025-10-01', ageYears: 14, axialLength: 24.95, centile: 68, band: 'within', centileLabel: '68' }],
};
