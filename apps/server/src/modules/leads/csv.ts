import type { Language, Lead } from '@sprout/contracts';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['提交时间', '状态', '姓名', '手机', '孩子年龄', '关注问题', '意向诊所', '方便时间'],
  'en-US': ['Received', 'Status', 'Name', 'Phone', 'Child age', 'Concern', 'Preferred clinic', 'Preferred time'],
};
const STATUS: Record<Language, Record<Lead['status'], string>> = {
  'zh-CN': { new: '新线索', contacted: '已联系', closed: '已关闭' },
  'en-US': { new: 'New', contacted: 'Contacted', closed: 'Closed' },
};
const TIMES: Record<Language, Record<Lead['preferredTime'], string>> = {
  'zh-CN': {
    weekdayMorning: '工作日上午',
    weekdayAfternoon: '工作日下午',
    weekdayEvening: '工作日晚上',
    weekend: '周末',
    anytime: '任何时间',
  },
  'en-US': {
    weekdayMorning: 'Weekday morning',
    weekdayAfternoon: 'Weekday afternoon',
    weekdayEvening: 'Weekday evening',
    weekend: 'Weekend',
    anytime: 'Any time',
  },
};

/**
 * One CSV cell (RFC 4180 quoting). A cell a spreadsheet would evaluate (= + - @, tab or carriage return first)
 * is prefixed with an apostrophe: a parent's "concern" must never run as a formula on an editor's computer.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Leads as CSV in the editor's language, with a BOM so spreadsheet programs read the file as UTF-8. */
export function leadsCsv(list: Lead[], lang: Language): string {
  const lines = [HEADERS[lang].map(csvCell).join(',')];
  for (const lead of list) {
    lines.push(
      [
        lead.createdAt,
        STATUS[lang][lead.status],
        lead.name,
        lead.phone,
        lead.childAge,
        lead.concern,
        lead.preferredClinicName,
        TIMES[lang][lead.preferredTime],
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
