import type { LeadStatus } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { buildHeaders, buildUrl } from '../../../lib/request/index.ts';
import { ADMIN_PREFIX } from './keys.ts';

/**
 * Downloads the leads as CSV. Not an envelope call: the file is fetched with the session's headers and handed
 * to the browser as a download, so the token never appears in an address.
 */
export async function exportLeads(status: LeadStatus | ''): Promise<void> {
  const url = buildUrl(`${ADMIN_PREFIX}/leads/export`, 'app', { status: status || undefined, lang: currentLanguage() });
  const response = await fetch(url, { headers: buildHeaders({}, url) });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'leads.csv';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
