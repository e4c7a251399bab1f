/** Shared vocabulary of the growth module. */

export type Sex = 'male' | 'female';

/** What the clinician measured. `height` means length or height; `headSize` is head circumference. */
export type GrowthIndicator = 'height' | 'weight' | 'headSize' | 'bmi';

/** How a length/height was taken: recumbent (lying) or standing. */
export type LengthMeasure = 'lying' | 'standing';

/**
 * wst423_2022: China's WS/T 423—2022, an SD-line table (china.ts), not one of the LMS tables below; likewise the
 * INTERGROWTH-21st newborn size and postnatal preterm standards (intergrowth.ts).
 */
export type GrowthReferenceName =
  'who2006' | 'who2007' | 'fenton2013' | 'wst423_2022' | 'intergrowth21_newborn' | 'intergrowth21_preterm' | 'cdc2000';

/** The reference for babies before term a family or doctor chooses per child: Fenton 2013 (the default) or INTERGROWTH-21st. */
export type PretermReferenceChoice = 'fenton2013' | 'intergrowth21';

/** WHO Child Growth Standards 2006 tables (README §1). */
export type Who2006TableName = 'lhfa' | 'wfa' | 'hcfa' | 'bfa' | 'wfl' | 'wfh';
/** WHO Growth Reference 2007 tables (README §2). */
export type Who2007TableName = 'hfa' | 'wfa' | 'bfa';
/** Fenton 2013 preterm tables (README §3a). */
export type FentonTableName = 'weight' | 'length' | 'hc';

/** One LMS table per sex; the id is also the CSV file name without `_{boys,girls}.csv`. */
export type GrowthTableId = `who2006_${Who2006TableName}` | `who2007_${Who2007TableName}` | `fenton2013_${FentonTableName}`;

export const GROWTH_TABLE_IDS: readonly GrowthTableId[] = [
  'who2006_lhfa',
  'who2006_wfa',
  'who2006_hcfa',
  'who2006_bfa',
  'who2006_wfl',
  'who2006_wfh',
  'who2007_hfa',
  'who2007_wfa',
  'who2007_bfa',
  'fenton2013_weight',
  'fenton2013_length',
  'fenton2013_hc',
];

export function growthReferenceOfTable(id: GrowthTableId): GrowthReferenceName {
  return REFERENCE_OF_TABLE[id];
}

const REFERENCE_OF_TABLE: Readonly<Record<GrowthTableId, GrowthReferenceName>> = Object.fromEntries(
  GROWTH_TABLE_IDS.map((id) => [id, id.startsWith('who2006_') ? 'who2006' : id.startsWith('who2007_') ? 'who2007' : 'fenton2013']),
) as Record<GrowthTableId, GrowthReferenceName>;
