import { inArray } from 'drizzle-orm';
import type { Language } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { accounts, doctors } from '../../db/schema/index.ts';
import { localize } from '../../http/localized.ts';

/** Who made a change: the doctor's name in `lang` (their doctor card), else the account's name; by account id. */
export async function staffNames(db: AppDb | AppTx, accountIds: (string | null)[], lang: Language): Promise<Map<string, string>> {
  const ids = [...new Set(accountIds.filter((id): id is string => Boolean(id)))];
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const [people, cards] = await Promise.all([
    db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids)),
    db.select({ id: doctors.accountId, name: doctors.name }).from(doctors).where(inArray(doctors.accountId, ids)),
  ]);
  for (const p of people) names.set(p.id, p.name);
  for (const c of cards) if (c.id) names.set(c.id, localize(c.name, lang));
  return names;
}
