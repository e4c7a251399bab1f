/**
 * Eye clinical stories (STYLE habit 8): the demo seed, the server tests and the end-to-end tests tell the
 * same two children's histories. Exams are given by age, so the story stays true whatever day it is seeded.
 * Values are invented but consistent: refraction moves about −2 to −2.5 D per mm of axial elongation, and
 * K readings give a corneal radius near 7.8 mm (AL/CR ≈ 3 when emmetropic, above it as myopia grows).
 */
import { addDays, DAYS_PER_YEAR } from '@sprout/clinical';
import type { EyeExamInput, EyeMeasurementsInput, EyeTreatmentKey, LocalizedText } from '@sprout/contracts';

interface StoryExam {
  ageYears: number;
  treatment: EyeTreatmentKey;
  /** [right, left] */
  al: [number, number];
  /** Manifest refraction [right, left]; null when not refracted (orthokeratology visits without washout). */
  sphere: [number, number] | null;
  cylinder?: [number, number];
  ucva: [number, number];
  /** One text per interface language, shown in the reader's. */
  notes?: LocalizedText;
}

export interface EyeStory {
  name: string;
  device: string;
  k: { right: [number, number]; left: [number, number] };
  exams: readonly StoryExam[];
}

const WASHOUT: LocalizedText = { 'zh-CN': '停戴塑形镜 3 周后验光', 'en-US': 'Refraction after a 3-week ortho-k washout' };

/**
 * 李思语 (girl, 14): near P75 at 7, myopia from 9 progressing about 0.45 mm/year under single-vision
 * spectacles, orthokeratology from 11 (axial growth slowing to 0.12–0.15 mm/year). Refraction under
 * ortho-k is measured once a year after a washout.
 */
export const teenSiyuMyopiaOrthoK: EyeStory = {
  name: 'teenSiyuMyopiaOrthoK',
  device: 'IOLMaster 700',
  k: { right: [42.75, 43.75], left: [42.5, 43.5] },
  exams: [
    { ageYears: 7.5, treatment: 'none', al: [23.3, 23.24], sphere: [0.5, 0.5], ucva: [1.0, 1.0] },
    { ageYears: 8.5, treatment: 'none', al: [23.48, 23.42], sphere: [0, 0.25], ucva: [1.0, 1.0] },
    {
      ageYears: 9.0,
      treatment: 'single_vision',
      al: [23.7, 23.63],
      sphere: [-0.5, -0.5],
      ucva: [0.6, 0.6],
      notes: { 'zh-CN': '近视，配单光眼镜', 'en-US': 'Myopia, single-vision glasses' },
    },
    { ageYears: 9.5, treatment: 'single_vision', al: [23.93, 23.85], sphere: [-1.0, -1.0], ucva: [0.4, 0.4] },
    { ageYears: 10.0, treatment: 'single_vision', al: [24.16, 24.07], sphere: [-1.5, -1.5], ucva: [0.3, 0.3] },
    { ageYears: 10.5, treatment: 'single_vision', al: [24.39, 24.29], sphere: [-2.0, -1.75], ucva: [0.2, 0.25] },
    {
      ageYears: 11.0,
      treatment: 'orthokeratology',
      al: [24.62, 24.51],
      sphere: [-2.5, -2.25],
      ucva: [0.15, 0.2],
      notes: { 'zh-CN': '进展快，开始角膜塑形镜', 'en-US': 'Fast progression, orthokeratology started' },
    },
    { ageYears: 11.5, treatment: 'orthokeratology', al: [24.74, 24.62], sphere: null, ucva: [1.0, 1.0] },
    { ageYears: 12.0, treatment: 'orthokeratology', al: [24.83, 24.7], sphere: [-2.75, -2.5], ucva: [1.0, 1.0], notes: WASHOUT },
    { ageYears: 12.5, treatment: 'orthokeratology', al: [24.9, 24.77], sphere: null, ucva: [1.0, 1.0] },
    { ageYears: 13.0, treatment: 'orthokeratology', al: [24.97, 24.83], sphere: [-3.0, -2.75], ucva: [1.0, 0.8], notes: WASHOUT },
    { ageYears: 13.5, treatment: 'orthokeratology', al: [25.03, 24.89], sphere: null, ucva: [1.0, 1.0] },
    { ageYears: 14.0, treatment: 'orthokeratology', al: [25.09, 24.95], sphere: [-3.25, -3.0], ucva: [1.0, 1.0], notes: WASHOUT },
  ],
};

/** 王浩然 (boy, 8): below the median, hyperopic reserve shrinking slowly, axial growth about 0.15 mm/year. */
export const boyHaoranSlowGrowth: EyeStory = {
  name: 'boyHaoranSlowGrowth',
  device: 'Lenstar LS 900',
  k: { right: [43.0, 43.75], left: [43.25, 44.0] },
  exams: [
    { ageYears: 5.5, treatment: 'none', al: [22.62, 22.58], sphere: [1.25, 1.25], ucva: [0.8, 0.8] },
    { ageYears: 6.5, treatment: 'none', al: [22.78, 22.73], sphere: [1.0, 1.0], ucva: [1.0, 1.0] },
    { ageYears: 7.0, treatment: 'none', al: [22.86, 22.81], sphere: [0.75, 1.0], ucva: [1.0, 1.0] },
    { ageYears: 7.5, treatment: 'none', al: [22.93, 22.88], sphere: [0.75, 0.75], ucva: [1.0, 1.0] },
    { ageYears: 8.0, treatment: 'none', al: [23.01, 22.96], sphere: [0.5, 0.5], ucva: [1.0, 1.0] },
    {
      ageYears: 8.3,
      treatment: 'none',
      al: [23.05, 23.0],
      sphere: [0.5, 0.5],
      ucva: [1.0, 1.0],
      notes: { 'zh-CN': '户外活动每天 2 小时', 'en-US': '2 hours outdoors a day' },
    },
  ],
};

/** The story's exams as API inputs, dated from a birth date. */
export function storyExams(story: EyeStory, birthDate: string): EyeExamInput[] {
  return story.exams.map((exam) => {
    const eye = (i: 0 | 1): EyeMeasurementsInput => {
      const k = i === 0 ? story.k.right : story.k.left;
      return {
        axialLength: exam.al[i],
        sphere: exam.sphere?.[i] ?? null,
        cylinder: exam.sphere ? (exam.cylinder?.[i] ?? -0.25) : null,
        axis: exam.sphere ? 180 : null,
        k1: k[0],
        k2: k[1],
        ucva: exam.ucva[i],
        bcva: exam.sphere ? 1.0 : null,
      };
    };
    return {
      examDate: addDays(birthDate, Math.round(exam.ageYears * DAYS_PER_YEAR)),
      treatment: exam.treatment,
      device: story.device,
      notes: exam.notes ?? null,
      right: eye(0),
      left: eye(1),
    };
  });
}
