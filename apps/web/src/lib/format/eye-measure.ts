import type { TFunction } from 'i18next';
import type { EyeMeasurements } from '@sprout/contracts';

/** Eye measurements as the eye screens and the shareable report write them. Precision: lengths and dioptres to 0.01, ages to 0.1 year, AL/CR to 0.01. */
export const MM_DECIMALS = 2;
export const DIOPTRE_DECIMALS = 2;
export const AGE_DECIMALS = 1;
export const RATIO_DECIMALS = 2;
export const ACUITY_DECIMALS = 1;

export type CentileFields = Pick<EyeMeasurements, 'band' | 'centileLabel'>;

/** "P72", "Below P3", "Above P95", or "No reference for this age" (outside 4–18 years). */
export function centileText(t: TFunction<'eyeAxis'>, value: CentileFields): string {
  if (value.band === 'below3') return t('centile.below3');
  if (value.band === 'above95') return t('centile.above95');
  if (value.band === 'within' && value.centileLabel) return t('centile.value', { value: value.centileLabel });
  return t('centile.noReference');
}

export const DASH = '—';

export function orDash(value: number | null | undefined, format: (value: number) => string): string {
  return value === null || value === undefined ? DASH : format(value);
}
