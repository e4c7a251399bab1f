import type {
  BoneAgeMethod,
  CheckupReport,
  EyeExamRecord,
  GrowthRecord,
  Language,
  ReportItem,
  Sex,
  TestReport,
  Visit,
} from '@sprout/contracts';

export interface ReadableInput {
  member: { name: string; sex: Sex; birthDate: string };
  growth: readonly GrowthRecord[];
  eye: readonly EyeExamRecord[];
  /** The bone ages the clinic's doctors recorded (issue 33): a section of their own when there is one. */
  boneAges: readonly { takenOn: string; boneAgeMonths: number; method: BoneAgeMethod; note: string }[];
  record: { visits: readonly Visit[]; testReports: readonly TestReport[]; checkupReports: readonly CheckupReport[] };
  /** ISO instant the page was made. */
  generatedAt: string;
  lang: Language;
}

const LABELS = {
  'zh-CN': {
    title: '健康档案',
    generated: '生成时间',
    sex: { male: '男', female: '女' },
    birthDate: '出生日期',
    growth: '生长记录',
    eye: '眼轴记录',
    visits: '门诊记录',
    testReports: '检查报告',
    checkups: '体检报告',
    none: '暂无记录',
    date: '日期',
    height: '身高/身长 (cm)',
    weight: '体重 (kg)',
    head: '头围 (cm)',
    bmi: 'BMI (kg/m²)',
    z: 'Z 值（身高/体重）',
    right: '右眼 OD 眼轴 (mm)',
    left: '左眼 OS 眼轴 (mm)',
    se: '等效球镜 右/左 (D)',
    acuity: '裸眼/矫正视力 右/左',
    iop: '眼压 右/左 (mmHg)',
    prescriptions: '处方',
    results: '结果',
    clinic: '门诊',
    doctor: '医生',
    diagnosis: '诊断',
    report: '报告',
    conclusion: '结论',
    institution: '机构',
    summary: '总结',
    footer: '本页由家长从禾苗成长导出，仅供就诊参考。',
    boneAge: '骨龄',
    boneAgeMonths: '骨龄（月）',
    method: '评估方法',
    note: '说明',
    methods: { greulichPyle: 'G-P 图谱法', tw3: 'TW3 法', chn05: '中华05 法', other: '其他方法' },
  },
  'en-US': {
    title: 'Health record',
    generated: 'Generated',
    sex: { male: 'Male', female: 'Female' },
    birthDate: 'Date of birth',
    growth: 'Growth records',
    eye: 'Eye axial length',
    visits: 'Clinic visits',
    testReports: 'Test reports',
    checkups: 'Health checkups',
    none: 'No records found',
    date: 'Date',
    height: 'Height/length (cm)',
    weight: 'Weight (kg)',
    head: 'Head circ. (cm)',
    bmi: 'BMI (kg/m²)',
    z: 'z-score (height/weight)',
    right: 'Right OD axial length (mm)',
    left: 'Left OS axial length (mm)',
    se: 'Spherical equivalent R/L (D)',
    acuity: 'Uncorrected/best corrected acuity R/L',
    iop: 'Eye pressure R/L (mmHg)',
    prescriptions: 'Prescriptions',
    results: 'Results',
    clinic: 'Clinic',
    doctor: 'Doctor',
    diagnosis: 'Diagnosis',
    report: 'Report',
    conclusion: 'Conclusion',
    institution: 'Institution',
    summary: 'Summary',
    footer: 'Exported by the family from Sprout Growth, for their doctor.',
    boneAge: 'Bone age',
    boneAgeMonths: 'Bone age (months)',
    method: 'Method',
    note: 'Note',
    methods: { greulichPyle: 'Greulich-Pyle', tw3: 'TW3', chn05: 'CHN-05', other: 'Other method' },
  },
} as const;

/** Text made safe for HTML: every value of the page passes here (nothing from the data is markup). */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const num = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? '—' : value.toFixed(digits));

/** A report's results on one line each: name, value and unit, and the flag when one is set. */
const results = (items: readonly ReportItem[]) =>
  items.map((i) => `${i.name} ${i.value}${i.unit ? ` ${i.unit}` : ''}${i.flag && i.flag !== 'normal' ? ` (${i.flag})` : ''}`).join('; ') ||
  '—';

function table(head: readonly string[], rows: readonly (readonly string[])[], none: string): string {
  if (rows.length === 0) return `<p class="none">${escapeHtml(none)}</p>`;
  const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<table><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const STYLE = `
body{font:14px/1.5 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2937;margin:0 auto;max-width:960px;padding:16px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px;border-bottom:2px solid #16a34a;padding-bottom:4px}
.meta{color:#4b5563}table{border-collapse:collapse;width:100%;font-size:13px}th,td{border:1px solid #d1d5db;padding:4px 6px;text-align:left}
th{background:#f0fdf4}.none{color:#6b7280}footer{margin-top:24px;color:#6b7280;font-size:12px}
@media print{body{padding:0;max-width:none}h2{break-after:avoid}tr{break-inside:avoid}@page{size:A4;margin:15mm}}
`;

/**
 * The readable export: one printable HTML page (print CSS, no script, no outside resource) of the member's
 * growth, eye and health record, in the request's language. Every value is escaped.
 */
export function renderRecordHtml(input: ReadableInput): string {
  const l = LABELS[input.lang];
  const { member, record } = input;
  const growthRows = input.growth.map((r) => [
    r.recordDate,
    num(r.height),
    num(r.weight, 2),
    num(r.headSize),
    num(r.bmi),
    `${num(r.zScores.height, 2)} / ${num(r.zScores.weight, 2)}`,
  ]);
  const eyeRows = input.eye.map((e) => [
    e.examDate,
    num(e.right.axialLength, 2),
    num(e.left.axialLength, 2),
    `${num(e.right.sphericalEquivalent, 2)} / ${num(e.left.sphericalEquivalent, 2)}`,
    `${num(e.right.ucva, 2)}/${num(e.right.bcva, 2)} · ${num(e.left.ucva, 2)}/${num(e.left.bcva, 2)}`,
    `${num(e.right.iop, 0)} / ${num(e.left.iop, 0)}`,
  ]);
  const boneAgeRows = input.boneAges.map((b) => [b.takenOn, String(b.boneAgeMonths), l.methods[b.method], b.note || '—']);
  const visitRows = record.visits.map((v) => [
    v.visitDate,
    v.clinicName,
    v.doctorName ?? '—',
    v.diagnosis ?? '—',
    v.prescriptions.map((p) => `${p.drugName} ${p.dosage}`).join('; ') || '—',
  ]);
  const reportRows = record.testReports.map((r) => [r.reportDate, r.name, results(r.items), r.conclusion ?? '—']);
  const checkupRows = record.checkupReports.map((c) => [c.checkupDate, c.institution, results(c.items), c.summary ?? '—']);
  return `<!doctype html>
<html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${member.name} · ${l.title}`)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(member.name)} · ${escapeHtml(l.title)}</h1>
<p class="meta">${escapeHtml(l.sex[member.sex])} · ${escapeHtml(l.birthDate)} ${escapeHtml(member.birthDate)} · ${escapeHtml(l.generated)} ${escapeHtml(input.generatedAt.slice(0, 16).replace('T', ' '))} UTC</p>
<h2>${escapeHtml(l.growth)}</h2>
${table([l.date, l.height, l.weight, l.head, l.bmi, l.z], growthRows, l.none)}
<h2>${escapeHtml(l.eye)}</h2>
${table([l.date, l.right, l.left, l.se, l.acuity, l.iop], eyeRows, l.none)}
${boneAgeRows.length ? `<h2>${escapeHtml(l.boneAge)}</h2>\n${table([l.date, l.boneAgeMonths, l.method, l.note], boneAgeRows, l.none)}\n` : ''}<h2>${escapeHtml(l.visits)}</h2>
${table([l.date, l.clinic, l.doctor, l.diagnosis, l.prescriptions], visitRows, l.none)}
<h2>${escapeHtml(l.testReports)}</h2>
${table([l.date, l.report, l.results, l.conclusion], reportRows, l.none)}
<h2>${escapeHtml(l.checkups)}</h2>
${table([l.date, l.institution, l.results, l.summary], checkupRows, l.none)}
<footer>${escapeHtml(l.footer)}</footer>
</body></html>
`;
}
