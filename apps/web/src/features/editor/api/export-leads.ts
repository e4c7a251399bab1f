import type { LeadStatus } from '@sprout/contracts';
import { LEADS_EXPORT_PATH } from '@sprout/contracts/light';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { downloadFile } from '../../../lib/request/index.ts';

/** Downloads the leads as CSV (a file, not an envelope call), with the chosen status filter. */
export function exportLeads(status: LeadStatus | ''): Promise<void> {
  return downloadFile(LEADS_EXPORT_PATH, 'leads.csv', { status: status || undefined, lang: currentLanguage() });
}
