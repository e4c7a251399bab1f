/**
 * Clinical stories for eye-axis tests (and later the seed and end-to-end tests). Values are invented but
 * plausible; each story says what it exercises.
 */
import type { IsoDate } from '../dates.ts';
import type { EyeTreatment } from '../eye/exam.ts';
import type { EyeSex } from '../eye/reference.ts';

export interface EyeFixtureEye {
  readonly axialLengthMm: number;
  readonly sphere: number;
  readonly cylinder: number;
  readonly k1: number;
  readonly k2: number;
}

export interface EyeFixtureExam {
  readonly examDate: IsoDate;
  readonly treatment: EyeTreatment;
  readonly right: EyeFixtureEye;
  readonly left: EyeFixtureEye;
}

export interface EyeFixtureChild {
  readonly name: string;
  readonly sex: EyeSex;
  readonly birthDate: IsoDate;
  readonly exams: readonly EyeFixtureExam[];
}

/**
 * A boy first seen at 9 with progressing myopia, above the median and fast under single-vision lenses, who
 * slows after switching to defocus spectacles. Exams about six months apart, plus a recheck after 6 weeks
 * that must not be used as a baseline.
 */
export const myopicBoy9y: EyeFixtureChild = {
  name: 'myopicBoy9y',
  sex: 'male',
  birthDate: '2015-03-10',
  exams: [
    {
      examDate: '2024-03-12',
      treatment: 'single_vision',
      right: { axialLengthMm: 24.1, sphere: -1.5, cylinder: -0.5, k1: 42.5, k2: 43.5 },
      left: { axialLengthMm: 24.02, sphere: -1.25, cylinder: -0.25, k1: 42.75, k2: 43.25 },
    },
    {
      examDate: '2024-09-10',
      treatment: 'defocus_spectacles',
      right: { axialLengthMm: 24.28, sphere: -2.0, cylinder: -0.5, k1: 42.5, k2: 43.5 },
      left: { axialLengthMm: 24.19, sphere: -1.75, cylinder: -0.25, k1: 42.75, k2: 43.25 },
    },
    {
      examDate: '2024-10-22',
      treatment: 'defocus_spectacles',
      right: { axialLengthMm: 24.3, sphere: -2.0, cylinder: -0.5, k1: 42.5, k2: 43.5 },
      left: { axialLengthMm: 24.2, sphere: -1.75, cylinder: -0.25, k1: 42.75, k2: 43.25 },
    },
    {
      examDate: '2025-03-11',
      treatment: 'defocus_spectacles',
      right: { axialLengthMm: 24.36, sphere: -2.25, cylinder: -0.5, k1: 42.5, k2: 43.5 },
      left: { axialLengthMm: 24.26, sphere: -2.0, cylinder: -0.25, k1: 42.75, k2: 43.25 },
    },
  ],
};
