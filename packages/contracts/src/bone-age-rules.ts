/**
 * Bone age (issue 33): a doctor of the child's clinic records the skeletal age read from a hand-and-wrist
 * radiograph, by one of the methods clinics here use (no zod: the web shell reads these).
 * - greulichPyle: Greulich WW, Pyle SI. Radiographic Atlas of Skeletal Development of the Hand and Wrist. 1959.
 * - tw3: Tanner JM, Healy MJR, Goldstein H, Cameron N. Assessment of Skeletal Maturity and Prediction of Adult
 *   Height (TW3 Method). 2001.
 * - chn05: 中国人手腕骨发育标准—中华05 (TY/T 3001—2006), 张绍岩 et al.
 */
export const BONE_AGE_METHODS = ['greulichPyle', 'tw3', 'chn05', 'other'] as const;
export type BoneAgeMethod = (typeof BONE_AGE_METHODS)[number];

/** Read in whole months (the atlases' steps are coarser), from birth to 20 years. */
export const BONE_AGE_MAX_MONTHS = 240;

/** The doctor's note beside a reading: a few words. */
export const BONE_AGE_NOTE_MAX = 60;
