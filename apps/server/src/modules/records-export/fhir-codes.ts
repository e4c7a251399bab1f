import { createHash } from 'node:crypto';
import type { CodeableConcept } from 'fhir/r4';

/** Code systems of the FHIR export (docs/fhir-export.md). */
export const LOINC = 'http://loinc.org';
export const UCUM = 'http://unitsofmeasure.org';
export const SNOMED = 'http://snomed.info/sct';
export const OBSERVATION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';
/** This product's own codes where LOINC has none that fits (documented in docs/fhir-export.md). */
export const LOCAL_EYE_CODES = 'urn:sprout:fhir:CodeSystem:eye-biometry';

/** The eye of an eye observation, SNOMED CT. */
export const EYE_SITES = {
  right: { code: '362502000', display: 'Entire right eye' },
  left: { code: '362503005', display: 'Entire left eye' },
} as const;

/** A stable UUID for one resource of one record, so that two exports of the same data agree. */
export function uuidOf(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join(':')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const concept = (system: string, code: string, display: string): CodeableConcept => ({
  coding: [{ system, code, display }],
  text: display,
});
