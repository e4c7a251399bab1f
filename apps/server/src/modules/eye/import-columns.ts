/**
 * The columns the biometer CSV importer accepts. This table is the single source for the parser, the
 * OpenAPI description of the import call and the README section.
 *
 * Headers are matched case-insensitively after normalising: a unit in parentheses is dropped ("AL(mm)" →
 * "al", "K1 (D)" → "k1"), and spaces, hyphens, dots and slashes become "_" ("OD AL" → "od_al").
 */
import type { EyeMeasurementsInput, EyeSide, EyeTreatmentKey } from '@sprout/contracts';

export type MeasurementField = keyof EyeMeasurementsInput;
/** Columns that say whose exams the file holds (issue 15 item 4): checked against the open child. */
export type IdentityField = 'patientId' | 'fileNumber' | 'name' | 'birthDate';
export type ColumnTarget =
  | { kind: 'examDate' | 'eye' | 'treatment' | 'device' | 'notes' }
  | { kind: 'identity'; field: IdentityField }
  | { kind: 'measurement'; field: MeasurementField };

export interface ImportColumn {
  name: string;
  target: ColumnTarget;
  unit: string;
  /** Normalised header spellings, the canonical name first. */
  aliases: readonly string[];
}

const m = (field: MeasurementField): ColumnTarget => ({ kind: 'measurement', field });

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    name: 'exam_date',
    target: { kind: 'examDate' },
    unit: 'YYYY-MM-DD (also YYYY/MM/DD, YYYY.MM.DD, a time after it is ignored)',
    aliases: ['exam_date', 'date', 'examdate', 'exam_day', 'measurement_date', 'visit_date', '检查日期', '日期'],
  },
  {
    name: 'eye',
    target: { kind: 'eye' },
    unit: 'OD/R/right/右 or OS/L/left/左; leave empty on rows with right_*/left_* columns',
    aliases: ['eye', 'side', 'laterality', '眼别'],
  },
  {
    name: 'axial_length_mm',
    target: m('axialLength'),
    unit: 'mm, 15–35',
    aliases: ['axial_length_mm', 'axial_length', 'axiallength', 'al', 'al_mm', '眼轴', '眼轴长度'],
  },
  { name: 'sphere_d', target: m('sphere'), unit: 'D, −30 to +20', aliases: ['sphere_d', 'sphere', 'sph', 'ds', '球镜'] },
  { name: 'cylinder_d', target: m('cylinder'), unit: 'D, −10 to +10', aliases: ['cylinder_d', 'cylinder', 'cyl', 'dc', '柱镜'] },
  { name: 'axis_deg', target: m('axis'), unit: 'degrees, whole, 0–180', aliases: ['axis_deg', 'axis', 'ax', '轴位'] },
  { name: 'k1_d', target: m('k1'), unit: 'D, 35–55 (flat meridian; with k2_d)', aliases: ['k1_d', 'k1', 'kf'] },
  { name: 'k2_d', target: m('k2'), unit: 'D, 35–55 (steep meridian; with k1_d)', aliases: ['k2_d', 'k2', 'ks'] },
  {
    name: 'corneal_radius_mm',
    target: m('cornealRadius'),
    unit: 'mm, 6–10 (mean radius, when there is no K)',
    aliases: ['corneal_radius_mm', 'corneal_radius', 'cr', 'mean_r', 'rm'],
  },
  { name: 'ucva', target: m('ucva'), unit: 'decimal acuity, 0.01–2.0', aliases: ['ucva', 'va_sc', '裸眼视力'] },
  { name: 'bcva', target: m('bcva'), unit: 'decimal acuity, 0.01–2.0', aliases: ['bcva', 'va_cc', '矫正视力'] },
  { name: 'iop_mmhg', target: m('iop'), unit: 'mmHg, 5–60', aliases: ['iop_mmhg', 'iop', '眼压'] },
  {
    name: 'treatment',
    target: { kind: 'treatment' },
    unit: 'a treatment key or a common name (see below); empty = none',
    aliases: ['treatment', 'myopia_control', '干预方式', '治疗'],
  },
  { name: 'device', target: { kind: 'device' }, unit: 'text, up to 100 characters', aliases: ['device', 'instrument', 'biometer', '设备'] },
  {
    name: 'patient_id',
    target: { kind: 'identity', field: 'patientId' },
    unit: "the biometer's patient id: must be this child's patient id, file number or outpatient number",
    aliases: ['patient_id', 'patientid', 'pid', 'patient_no', '患者id', '患者编号', '病人id'],
  },
  {
    name: 'file_number',
    target: { kind: 'identity', field: 'fileNumber' },
    unit: "must be this child's file number or outpatient number",
    aliases: ['file_number', 'file_no', 'fileno', 'chart_number', 'mrn', 'outpatient_number', '档案号', '门诊号', '病历号'],
  },
  {
    name: 'name',
    target: { kind: 'identity', field: 'name' },
    unit: "the child's name; with birth_date, a mismatch asks the doctor to confirm",
    aliases: ['name', 'patient_name', 'full_name', '姓名', '患者姓名'],
  },
  {
    name: 'birth_date',
    target: { kind: 'identity', field: 'birthDate' },
    unit: 'YYYY-MM-DD; with name, a mismatch asks the doctor to confirm',
    aliases: ['birth_date', 'dob', 'date_of_birth', 'birthday', 'birthdate', '出生日期', '生日'],
  },
  {
    name: 'notes',
    target: { kind: 'notes' },
    unit: 'text, up to 1000 characters',
    aliases: ['notes', 'note', 'comment', 'comments', 'remarks', '备注'],
  },
];

/** Prefixes (or suffixes) that put a measurement column on one eye: "right_al", "OD AL", "AL OD", "右眼眼轴". */
export const SIDE_MARKERS: Readonly<Record<EyeSide, readonly string[]>> = {
  right: ['right', 'od', 're', 'r', '右眼', '右'],
  left: ['left', 'os', 'le', 'l', '左眼', '左'],
};

/** Values of the eye column, normalised (lower case, no spaces). */
export const EYE_VALUES: Readonly<Record<EyeSide, readonly string[]>> = {
  right: ['od', 'r', 're', 'right', '右', '右眼'],
  left: ['os', 'l', 'le', 'left', '左', '左眼'],
};

/** Treatment names clinics write, normalised (lower case; spaces, hyphens and underscores removed). */
export const TREATMENT_ALIASES: Readonly<Record<EyeTreatmentKey, readonly string[]>> = {
  none: ['none', 'no', '无'],
  single_vision: ['singlevision', 'sv', 'glasses', 'spectacles', '单光', '单光眼镜', '框架眼镜'],
  orthokeratology: ['orthokeratology', 'orthok', 'ok', 'ok镜', '角膜塑形', '角膜塑形镜'],
  defocus_spectacles: ['defocusspectacles', 'defocus', 'dims', 'hal', '离焦', '离焦眼镜', '离焦镜'],
  low_dose_atropine: ['lowdoseatropine', 'atropine', '阿托品', '低浓度阿托品'],
  red_light: ['redlight', 'rlrl', '红光', '红光治疗'],
  other: ['other', '其他'],
};

export function normaliseHeader(header: string): string {
  return header
    .replace(/\uFEFF/g, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[\s\-./]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const byAlias = new Map(IMPORT_COLUMNS.flatMap((column) => column.aliases.map((alias) => [alias, column] as const)));

export interface ResolvedColumn {
  column: ImportColumn;
  /** The eye a prefixed measurement column belongs to; null for a column of the row's eye. */
  side: EyeSide | null;
}

/** What a header means, or null when the importer does not use it. */
export function resolveHeader(header: string): ResolvedColumn | null {
  const name = normaliseHeader(header);
  const plain = byAlias.get(name);
  if (plain) return { column: plain, side: null };
  for (const side of ['right', 'left'] as const) {
    for (const marker of SIDE_MARKERS[side]) {
      const rest = name.startsWith(`${marker}_`)
        ? name.slice(marker.length + 1)
        : name.endsWith(`_${marker}`)
          ? name.slice(0, -marker.length - 1)
          : /^[^\x00-\x7f]/.test(marker) && name.startsWith(marker)
            ? name.slice(marker.length)
            : null;
      const column = rest ? byAlias.get(rest) : undefined;
      if (column?.target.kind === 'measurement') return { column, side };
    }
  }
  return null;
}

/** Markdown list of the columns, for the README and the OpenAPI description. */
export function importColumnsDoc(): string {
  return IMPORT_COLUMNS.map((c) => `- \`${c.name}\` (${c.unit}); also: ${c.aliases.slice(1).join(', ')}`).join('\n');
}
