import type { Language } from '@sprout/contracts';

const README: Record<Language, string> = {
  'zh-CN': `禾苗成长 · 家庭数据导出

本压缩包包含本产品保存的关于您家庭的全部数据：
- account.json：账号（姓名、手机号、角色、注册时间）
- members/<序号>-<姓名>/fhir-bundle.json：每位家庭成员的 FHIR R4 数据包（可导入其他医疗系统）
- members/<序号>-<姓名>/health-record-<日期>.html：可直接打开或打印的健康档案
- data/family_members.json：家庭成员
- data/growth_*.json、data/eye_*.json：生长发育与眼轴记录
- data/vaccination_doses.json：您记录的疫苗接种（疫苗、剂次、日期、批号）
- data/milestone_ticks.json：您勾选的发育里程碑与能力（及日期）
- data/chart_events.json：标在曲线上的事件（开始或停止治疗、生病等）
- data/bone_ages.json：医生记录的骨龄（拍片日期、骨龄月数、评估方法）
- data/reminder_settings.json、reminder_sends.json、reminder_send_items.json：提醒设置、每天发出的提醒及其提到的检查与疫苗
- data/visits.json、prescriptions.json、test_reports.json、checkup_reports.json、report_items.json：就诊、处方与报告
- data/doctor_advices.json：医生建议
- data/attachments.json：医生为报告上传的附件（文件名、类型、大小、时间；文件本身可在健康档案中打开）
- data/health_record_revisions.json：医生更正记录时保留的原先版本（更正或撤回的记录在上面各文件中标有版本与撤回时间）
- data/record_shares.json：您创建的分享链接（不含链接本身）
- data/consents.json：您就儿童健康数据给出的单独同意（政策版本、允许的诊所、时间）
- data/audit_events.json：谁在何时查看或修改了家人的数据（不含任何人的 IP 地址）
- data/survey_answers.json、questionnaire_*.json、points_ledger.json、orders.json、leads.json：问卷、积分、订单与咨询

每个文件都是 JSON，按数据库中的原样导出。
`,
  'en-US': `Sprout Growth · family data export

This zip holds everything the product keeps about your family:
- account.json: the account (name, phone, role, when it was created)
- members/<n>-<name>/fhir-bundle.json: each family member's FHIR R4 bundle (for another clinic's system)
- members/<n>-<name>/health-record-<date>.html: the readable health record, to open or print
- data/family_members.json: the family members
- data/growth_*.json, data/eye_*.json: growth and eye axial-length records
- data/vaccination_doses.json: the vaccine doses you recorded (vaccine, dose number, date, batch)
- data/milestone_ticks.json: the developmental milestones and skills you ticked, with their days
- data/chart_events.json: the events marked on the charts (a treatment started or stopped, an illness)
- data/bone_ages.json: the bone ages the clinic's doctors recorded (radiograph date, bone age in months, method)
- data/reminder_settings.json, reminder_sends.json, reminder_send_items.json: your reminder settings, the reminders sent each day and the checks and vaccines they named
- data/visits.json, prescriptions.json, test_reports.json, checkup_reports.json, report_items.json: visits, prescriptions, reports
- data/doctor_advices.json: doctors' advice
- data/attachments.json: the files doctors attached to reports (name, type, size, when; open the files themselves in the health record)
- data/health_record_revisions.json: the earlier versions doctors replaced when they corrected an entry (corrected or withdrawn entries carry their version and withdrawal in the files above)
- data/record_shares.json: the share links you made (not the links themselves)
- data/consents.json: your separate consents for the children's health data (policy version, clinics, when)
- data/audit_events.json: who read or changed your family's data, and when (without anyone's IP address)
- data/survey_answers.json, questionnaire_*.json, points_ledger.json, orders.json, leads.json: surveys, points, orders, enquiries

Every file is JSON, as the database holds it.
`,
};

/** The zip's README in the request's language. */
export function readmeOf(lang: Language): string {
  return README[lang];
}
