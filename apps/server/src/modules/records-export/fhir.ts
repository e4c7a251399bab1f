import type { Bundle, BundleEntry, CodeableConcept, Observation, ObservationComponent, Patient, Quantity } from 'fhir/r4';
import type { BoneAgeMethod, EyeExamRecord, GrowthRecord, GrowthScoreReference, Sex } from '@sprout/contracts';
import { concept, EYE_SITES, LOCAL_EYE_CODES, LOINC, OBSERVATION_CATEGORY, SNOMED, UCUM, uuidOf } from './fhir-codes.ts';
import { recordResources, type RecordInput, type RecordResource } from './fhir-record.ts';

export { LOCAL_EYE_CODES, LOINC };
export const LOCAL_SCORE_CODES = 'urn:sprout:fhir:CodeSystem:growth-scores';
const MEMBER_IDENTIFIER = 'urn:sprout:fhir:NamingSystem:family-member';

/** LOINC codes of the growth measurements (docs/fhir-export.md says why these). */
export const GROWTH_CODES = {
  height: { code: '8302-2', display: 'Body height' },
  length: { code: '8306-3', display: 'Body height --lying' },
  weight: { code: '29463-7', display: 'Body weight' },
  headSize: { code: '9843-4', display: 'Head Occipital-frontal circumference' },
  bmi: { code: '39156-5', display: 'Body mass index (BMI) [Ratio]' },
} as const;

/** LOINC's bone age by X-ray (the code of HL7's HSPC bone age profile, hspc-boneage). */
export const BONE_AGE_CODE = { code: '37362-1', display: 'Bones X-ray bone age' } as const;
/** The methods as Observation.method says them (the clinic's own word is the note). */
const BONE_AGE_METHOD_NAMES: Record<BoneAgeMethod, string> = {
  greulichPyle: 'Greulich-Pyle atlas',
  tw3: 'Tanner-Whitehouse 3 (TW3)',
  chn05: 'China CHN-05 (TY/T 3001-2006)',
  other: 'Other method',
};

/** Every score reference by name: a new reference cannot reach the export without one (the type says so). */
const REFERENCE_NAMES: Record<GrowthScoreReference, string> = {
  who2006: 'WHO Child Growth Standards 2006',
  who2007: 'WHO Growth Reference 2007',
  fenton2013: 'Fenton preterm growth chart 2013',
  wst423_2022: 'China WS/T 423-2022 growth standard for children under 7',
  intergrowth21_newborn: 'INTERGROWTH-21st newborn size standards',
  intergrowth21_preterm: 'INTERGROWTH-21st postnatal growth standards for preterm infants',
  cdc2000: 'CDC 2000 growth charts for the United States',
};

/** A Bundle of type collection whose every entry has its full URL and resource. */
export type CollectionBundle = Omit<Bundle, 'type' | 'timestamp' | 'entry'> & {
  type: 'collection';
  timestamp: string;
  entry: Array<Omit<BundleEntry, 'fullUrl' | 'resource'> & { fullUrl: string; resource: Patient | RecordResource }>;
};

export interface FhirInput {
  member: { id: string; name: string; sex: Sex; birthDate: string };
  growth: readonly GrowthRecord[];
  eye: readonly EyeExamRecord[];
  /** The bone ages the clinic's doctors recorded (issue 33). */
  boneAges: readonly { id: string; takenOn: string; boneAgeMonths: number; method: BoneAgeMethod; note: string }[];
  /** The clinic's record: visits, test and check-up reports (the eye exams' other findings come from `eye`). */
  record: Omit<RecordInput, 'eye'>;
  /** The axial-length reference the eye centiles are read against, and its citation. */
  eyeReference: { id: string; citation: string };
  /** When the bundle was made (ISO instant). */
  timestamp: string;
}

const quantity = (value: number, unit: string, code = unit): Quantity => ({ value, unit, system: UCUM, code });

function scoreComponents(zScore: number | null, centile: number | null, reference: GrowthScoreReference | null): ObservationComponent[] {
  if (!reference) return [];
  const name = REFERENCE_NAMES[reference];
  const components: ObservationComponent[] = [];
  if (zScore !== null)
    components.push({
      code: concept(LOCAL_SCORE_CODES, `z-score-${reference}`, `z-score against the ${name}`),
      valueQuantity: quantity(zScore, 'SD', '1'),
    });
  if (centile !== null)
    components.push({
      code: concept(LOCAL_SCORE_CODES, `centile-${reference}`, `Centile against the ${name}`),
      valueQuantity: quantity(centile, '%'),
    });
  return components;
}

function observation(
  id: string,
  patientRef: string,
  input: {
    category: 'vital-signs' | 'exam' | 'imaging';
    code: CodeableConcept;
    date: string;
    value: Quantity;
    components: ObservationComponent[];
    bodySite?: CodeableConcept;
  },
): Observation {
  const categoryDisplay = { 'vital-signs': 'Vital Signs', exam: 'Exam', imaging: 'Imaging' }[input.category];
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [concept(OBSERVATION_CATEGORY, input.category, categoryDisplay)],
    code: input.code,
    subject: { reference: patientRef },
    effectiveDateTime: input.date,
    valueQuantity: input.value,
    ...(input.bodySite ? { bodySite: input.bodySite } : {}),
    ...(input.components.length ? { component: input.components } : {}),
  };
}

function growthObservations(record: GrowthRecord, patientRef: string): Observation[] {
  const list: Observation[] = [];
  const add = (
    kind: keyof typeof GROWTH_CODES,
    indicator: 'height' | 'weight' | 'headSize' | 'bmi',
    value: number | null,
    unit: string,
    ucum: string,
  ) => {
    if (value === null) return;
    const { code, display } = GROWTH_CODES[kind];
    list.push(
      observation(uuidOf(record.recordId, indicator), patientRef, {
        category: 'vital-signs',
        code: concept(LOINC, code, display),
        date: record.recordDate,
        value: quantity(value, unit, ucum),
        components: scoreComponents(record.zScores[indicator], record.centiles[indicator], record.references[indicator]),
      }),
    );
  };
  add(record.measure === 'lying' ? 'length' : 'height', 'height', record.height, 'cm', 'cm');
  add('weight', 'weight', record.weight, 'kg', 'kg');
  add('headSize', 'headSize', record.headSize, 'cm', 'cm');
  add('bmi', 'bmi', record.bmi, 'kg/m2', 'kg/m2');
  return list;
}

function eyeObservations(exam: EyeExamRecord, patientRef: string, reference: FhirInput['eyeReference']): Observation[] {
  return (['right', 'left'] as const).flatMap((side) => {
    const eye = exam[side];
    if (eye.axialLength === null) return [];
    const components: ObservationComponent[] =
      eye.centile === null
        ? []
        : [
            {
              code: concept(LOCAL_EYE_CODES, `centile-${reference.id}`, `Centile for age and sex (${reference.citation})`),
              valueQuantity: quantity(eye.centile, '%'),
            },
          ];
    return [
      observation(uuidOf(exam.recordId, side, 'axialLength'), patientRef, {
        category: 'exam',
        code: concept(LOCAL_EYE_CODES, 'axial-length', 'Axial length of the eye by optical biometry'),
        date: exam.examDate,
        value: quantity(eye.axialLength, 'mm'),
        components,
        bodySite: concept(SNOMED, EYE_SITES[side].code, EYE_SITES[side].display),
      }),
    ];
  });
}

/** A bone age in months, read by the method it names, with the doctor's note. */
function boneAgeObservation(reading: FhirInput['boneAges'][number], patientRef: string): Observation {
  return {
    ...observation(uuidOf(reading.id, 'boneAge'), patientRef, {
      category: 'imaging',
      code: concept(LOINC, BONE_AGE_CODE.code, BONE_AGE_CODE.display),
      date: reading.takenOn,
      value: quantity(reading.boneAgeMonths, 'mo'),
      components: [],
    }),
    method: { text: BONE_AGE_METHOD_NAMES[reading.method] },
    ...(reading.note ? { note: [{ text: reading.note }] } : {}),
  };
}

/**
 * The member's whole record as a FHIR R4 Bundle of type collection: the Patient, one Observation per growth
 * value and axial length (oldest first, each with its date, UCUM unit and scores), then the clinic's record
 * (fhir-record.ts: visits, diagnoses, prescriptions, reports with their results, refraction, acuity, eye pressure).
 */
export function toFhirBundle(input: FhirInput): CollectionBundle {
  const patientId = input.member.id;
  const patientRef = `urn:uuid:${patientId}`;
  const patient: Patient = {
    resourceType: 'Patient',
    id: patientId,
    identifier: [{ system: MEMBER_IDENTIFIER, value: patientId }],
    name: [{ text: input.member.name }],
    gender: input.member.sex,
    birthDate: input.member.birthDate,
  };
  const growth = [...input.growth]
    .sort((a, b) => a.recordDate.localeCompare(b.recordDate))
    .flatMap((record) => growthObservations(record, patientRef));
  const eye = [...input.eye]
    .sort((a, b) => a.examDate.localeCompare(b.examDate))
    .flatMap((exam) => eyeObservations(exam, patientRef, input.eyeReference));
  const boneAges = [...input.boneAges]
    .sort((a, b) => a.takenOn.localeCompare(b.takenOn))
    .map((reading) => boneAgeObservation(reading, patientRef));
  const record = recordResources({ ...input.record, eye: input.eye }, patientRef);
  const entry = [patient, ...growth, ...boneAges, ...eye, ...record].map((resource) => ({ fullUrl: `urn:uuid:${resource.id}`, resource }));
  return { resourceType: 'Bundle', id: uuidOf(patientId, input.timestamp), type: 'collection', timestamp: input.timestamp, entry };
}
