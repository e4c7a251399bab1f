import { defineMessages } from '../../http/messages.ts';

/** The eye module's server sentences. Imported for its side effect by the route files. */
defineMessages({
  'eye.examInFuture': { 'zh-CN': '检查日期不能晚于今天', 'en-US': 'cannot be in the future' },
  'eye.examBeforeBirth': { 'zh-CN': '检查日期不能早于出生日期', 'en-US': 'cannot be before the date of birth' },
  'eye.kPair': { 'zh-CN': 'K1 和 K2 需同时填写', 'en-US': 'K1 and K2 go together: give both or neither' },
  'eye.noMeasurement': { 'zh-CN': '请至少填写一只眼睛的一项检查结果', 'en-US': 'give at least one measurement of one eye' },
  'eye.memberMismatch': { 'zh-CN': '与 patientId 指向的不是同一位成员', 'en-US': 'names a different family member than patientId' },
  'eye.eyeMismatch': { 'zh-CN': '与路径中的眼轴档案不一致', 'en-US': 'names a different eye profile than the path' },
  'eye.import.invalid': {
    'zh-CN': '导入失败，未保存任何记录：文件中有 {count} 处错误。第一处：第 {row} 行 {column}：{problem}',
    'en-US': 'Nothing was imported: the file has {count} problem(s). First: row {row}, {column}: {problem}',
  },
  'eye.import.otherPatient': { 'zh-CN': '属于另一位患者：{value}', 'en-US': 'names another patient: {value}' },
  'eye.import.identityDiffers': {
    'zh-CN': '第 {row} 行 {column}（{value}）与当前患者不符',
    'en-US': 'row {row}, {column} ({value}) does not match this patient',
  },
  'eye.import.identityUnconfirmed': {
    'zh-CN': '未导入：第 {rows} 行的姓名或出生日期与当前患者不符，请在预览中确认后再导入',
    'en-US': 'Nothing was imported: rows {rows} name or date of birth differs from this patient; confirm them in the preview first',
  },
  'eye.import.rowProblem': { 'zh-CN': '第 {row} 行 {column}：{problem}', 'en-US': 'row {row}, {column}: {problem}' },
  'eye.import.empty': { 'zh-CN': '文件中没有检查数据', 'en-US': 'has no exam rows' },
  'eye.import.noDateColumn': {
    'zh-CN': '缺少检查日期列（exam_date 或 Date）',
    'en-US': 'has no exam date column (exam_date or Date)',
  },
  'eye.import.noMeasurementColumn': {
    'zh-CN': '没有可识别的检查数据列（例如 axial_length_mm、AL、sphere_d）',
    'en-US': 'has no measurement column the importer knows (e.g. axial_length_mm, AL, sphere_d)',
  },
  'eye.import.number': { 'zh-CN': '不是数字：{value}', 'en-US': 'is not a number: {value}' },
  'eye.import.date': { 'zh-CN': '日期格式应为 YYYY-MM-DD：{value}', 'en-US': 'must be a date written YYYY-MM-DD: {value}' },
  'eye.import.eye': { 'zh-CN': '眼别应为 OD/OS（R/L）：{value}', 'en-US': 'must be OD or OS (R or L): {value}' },
  'eye.import.eyeRequired': {
    'zh-CN': '缺少眼别（OD/OS），或请使用 right_/left_ 列',
    'en-US': 'is missing (OD or OS), or use right_/left_ columns',
  },
  'eye.import.treatment': { 'zh-CN': '无法识别的干预方式：{value}', 'en-US': 'is not a treatment the importer knows: {value}' },
  'eye.import.noMeasurement': { 'zh-CN': '这一行没有检查数据', 'en-US': 'this row has no measurement' },
  'eye.import.duplicateInFile': {
    'zh-CN': '同一日期的这只眼睛在第 {other} 行已出现',
    'en-US': 'the same eye on the same date is already in row {other}',
  },
});
