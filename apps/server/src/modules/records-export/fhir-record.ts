import type {
  CodeableConcept,
  Condition,
  DiagnosticReport,
  Encounter,
  MedicationRequest,
  Observation,
  ObservationReferenceRange,
} from 'fhir/r4';
import type { CheckupReport, EyeExamRecord, ReportItem, TestReport, Visit } from '@sprout/contracts';
import { concept, EYE_SITES, LOCAL_EYE_CODES, OBSERVATION_CATEGORY, SNOMED, UCUM, uuidOf } from './fhir-codes.ts';

/**
 * The clinic's record of a child as FHIR R4 resources (docs/fhir-export.md, "The health record"): each visit an
 * Encounter with its diagnosis as a Condition and each prescription as a MedicationRequest; each test or check-up
 * report a DiagnosticReport with one Observation per result; each eye exam's refraction, visual acuity and eye
 * pressure as Observations beside the axial length. Codes are LOINC or SNOMED CT where a term fits and could be
 * cited, else this product's own code system, and always the clinic's own words as text.
 */
const DIAGNOSTIC_SECTION = 'http://terminology.hl7.org/CodeSystem/v2-0074';
const ACT_CODE = 'http://terminology.hl7.org/CodeSystem/v3-ActCode';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const CONDITION_CATEGORY = 'http://terminology.hl7.org/CodeSystem/condition-category';
const PRODUCT_CODES = 'urn:sprout:fhir:CodeSystem:product-code';

/** SNOMED CT terms of the eye exam (DICOM CID 4216 for the acuities). */
export const EYE_EXAM_CODES = {
  ucva: { system: SNOMED, code: '420050001', display: 'Uncorrected visual acuity' },
  bcva: { system: SNOMED, code: '419775003', display: 'Best corrected visual acuity' },
  iop: { system: SNOMED, code: '41633001', display: 'Intraocular pressure' },
  sphere: { system: LOCAL_EYE_CODES, code: 'refraction-sphere', display: 'Refraction, sphere' },
  cylinder: { system: LOCAL_EYE_CODES, code: 'refraction-cylinder', display: 'Refraction, cylinder' },
  axis: { system: LOCAL_EYE_CODES, code: 'refraction-axis', display: 'Refraction, cylinder axis' },
  sphericalEquivalent: { system: LOCAL_EYE_CODES, code: 'spherical-equivalent', display: 'Spherical equivalent' },
} as const;
const EYE_UNITS: Record<keyof typeof EYE_EXAM_CODES, { unit: string; code: string }> = {
  ucva: { unit: 'decimal', code: '1' },
  bcva: { unit: 'decimal', code: '1' },
  iop: { unit: 'mmHg', code: 'mm[Hg]' },
  sphere: { unit: 'D', code: '[diop]' },
  cylinder: { unit: 'D', code: '[diop]' },
  axis: { unit: 'deg', code: 'deg' },
  sphericalEquivalent: { unit: 'D', code: '[diop]' },
};
const FLAG_CODES = { low: 'L', normal: 'N', high: 'H', abnormal: 'A' } as const;

export type RecordResource = Encounter | Condition | MedicationRequest | DiagnosticReport | Observation;

export interface RecordInput {
  visits: readonly Visit[];
  testReports: readonly TestReport[];
  checkupReports: readonly CheckupReport[];
  eye: readonly EyeExamRecord[];
}

const text = (value: string): CodeableConcept => ({ text: value });
const coded = (c: { system: string; code: string; display: string }): CodeableConcept => ({ coding: [c], text: c.display });
const ref = (resource: { id?: string }) => ({ reference: `urn:uuid:${resource.id!}` });

/** The clinic's words of one result: a number with its unit and range when it reads as one, else its text. */
function resultObservation(id: string, patientRef: string, item: ReportItem, date: string, category: string): Observation {
  const number = /^-?\d+(\.\d+)?$/.test(item.value.trim()) ? Number(item.value) : null;
  const range: ObservationReferenceRange | null =
    item.referenceLow !== null || item.referenceHigh !== null
      ? {
          ...(item.referenceLow !== null ? { low: { value: item.referenceLow, ...(item.unit ? { unit: item.unit } : {}) } } : {}),
          ...(item.referenceHigh !== null ? { high: { value: item.referenceHigh, ...(item.unit ? { unit: item.unit } : {}) } } : {}),
        }
      : null;
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: category }] }],
    code: text(item.name),
    subject: { reference: patientRef },
    effectiveDateTime: date,
    ...(number !== null ? { valueQuantity: { value: number, ...(item.unit ? { unit: item.unit } : {}) } } : { valueString: item.value }),
    ...(item.flag ? { interpretation: [{ coding: [{ system: INTERPRETATION, code: FLAG_CODES[item.flag] }] }] } : {}),
    ...(range ? { referenceRange: [range] } : {}),
  };
}

function visitResources(visit: Visit, patientRef: string): RecordResource[] {
  const encounter: Encounter = {
    resourceType: 'Encounter',
    id: uuidOf(visit.visitId, 'encounter'),
    status: 'finished',
    class: { system: ACT_CODE, code: 'AMB', display: 'ambulatory' },
    serviceType: text(visit.department),
    subject: { reference: patientRef },
    period: { start: visit.visitDate, end: visit.visitDate },
    reasonCode: [text(visit.chiefComplaint)],
    ...(visit.doctorName ? { participant: [{ individual: { display: visit.doctorName } }] } : {}),
    serviceProvider: { display: visit.clinicName },
  };
  const condition: Condition = {
    resourceType: 'Condition',
    id: uuidOf(visit.visitId, 'diagnosis'),
    category: [{ coding: [{ system: CONDITION_CATEGORY, code: 'encounter-diagnosis', display: 'Encounter Diagnosis' }] }],
    code: text(visit.diagnosis),
    subject: { reference: patientRef },
    encounter: ref(encounter),
    recordedDate: visit.visitDate,
    ...(visit.doctorName ? { recorder: { display: visit.doctorName } } : {}),
  };
  encounter.diagnosis = [{ condition: ref(condition) }];
  const prescriptions = visit.prescriptions.map((p, i): MedicationRequest => ({
    resourceType: 'MedicationRequest',
    id: uuidOf(visit.visitId, 'prescription', String(i)),
    status: 'unknown',
    intent: 'order',
    medicationCodeableConcept: { coding: [{ system: PRODUCT_CODES, code: p.productCode }], text: p.drugName },
    subject: { reference: patientRef },
    encounter: ref(encounter),
    authoredOn: visit.visitDate,
    ...(visit.doctorName ? { requester: { display: visit.doctorName } } : {}),
    dosageInstruction: [{ text: p.dosage }],
    ...(p.durationDays !== null || p.quantity
      ? {
          dispenseRequest: {
            ...(p.durationDays !== null ? { expectedSupplyDuration: { value: p.durationDays, unit: 'd', system: UCUM, code: 'd' } } : {}),
          },
        }
      : {}),
    ...(p.quantity ? { note: [{ text: p.quantity }] } : {}),
  }));
  return [encounter, condition, ...prescriptions];
}

function reportResources(
  report: { id: string; name: string; date: string; performer: string | null; conclusion: string | null; items: readonly ReportItem[] },
  section: { code: string; display: string },
  patientRef: string,
): RecordResource[] {
  const category = section.code === 'RAD' ? 'imaging' : section.code === 'LAB' ? 'laboratory' : 'exam';
  const results = report.items.map((item, i) =>
    resultObservation(uuidOf(report.id, 'result', String(i)), patientRef, item, report.date, category),
  );
  const diagnostic: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: uuidOf(report.id, 'report'),
    status: 'final',
    category: [{ coding: [{ system: DIAGNOSTIC_SECTION, ...section }] }],
    code: text(report.name),
    subject: { reference: patientRef },
    effectiveDateTime: report.date,
    ...(report.performer ? { performer: [{ display: report.performer }] } : {}),
    ...(results.length ? { result: results.map(ref) } : {}),
    ...(report.conclusion ? { conclusion: report.conclusion } : {}),
  };
  return [diagnostic, ...results];
}

function eyeExamResources(exam: EyeExamRecord, patientRef: string): Observation[] {
  return (['right', 'left'] as const).flatMap((side) =>
    (Object.keys(EYE_EXAM_CODES) as (keyof typeof EYE_EXAM_CODES)[]).flatMap((kind): Observation[] => {
      const value = exam[side][kind];
      if (value === null || value === undefined) return [];
      return [
        {
          resourceType: 'Observation',
          id: uuidOf(exam.recordId, side, kind),
          status: 'final',
          category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: 'exam', display: 'Exam' }], text: 'Exam' }],
          code: coded(EYE_EXAM_CODES[kind]),
          subject: { reference: patientRef },
          effectiveDateTime: exam.examDate,
          valueQuantity: { value, unit: EYE_UNITS[kind].unit, system: UCUM, code: EYE_UNITS[kind].code },
          bodySite: concept(SNOMED, EYE_SITES[side].code, EYE_SITES[side].display),
        },
      ];
    }),
  );
}

/** Every visit, report and eye-exam finding of the record, oldest first within each kind. */
export function recordResources(input: RecordInput, patientRef: string): RecordResource[] {
  const byDate = <T>(list: readonly T[], date: (t: T) => string) => [...list].sort((a, b) => date(a).localeCompare(date(b)));
  return [
    ...byDate(input.visits, (v) => v.visitDate).flatMap((v) => visitResources(v, patientRef)),
    ...byDate(input.testReports, (r) => r.reportDate).flatMap((r) =>
      reportResources(
        { id: r.reportId, name: r.name, date: r.reportDate, performer: r.clinicName, conclusion: r.conclusion, items: r.items },
        r.kind === 'imaging' ? { code: 'RAD', display: 'Radiology' } : { code: 'LAB', display: 'Laboratory' },
        patientRef,
      ),
    ),
    ...byDate(input.checkupReports, (r) => r.checkupDate).flatMap((r) =>
      reportResources(
        { id: r.reportId, name: 'Health check-up', date: r.checkupDate, performer: r.institution, conclusion: r.summary, items: r.items },
        { code: 'OTH', display: 'Other' },
        patientRef,
      ),
    ),
    ...byDate(input.eye, (e) => e.examDate).flatMap((e) => eyeExamResources(e, patientRef)),
  ];
}
