import { count } from 'drizzle-orm';
import { todayUtc } from '@sprout/clinical';
import type { AppDb } from '../client.ts';
import { accounts } from '../schema/index.ts';
import { seedCore, type SeedContext } from './core.ts';
import { seedEngagement } from './engagement.ts';
import { seedGrowth } from './growth.ts';
import { seedClinicDetails } from './clinics.ts';
import { seedHealthRecords } from './health-record.ts';
import { seedContent } from './content.ts';
import { seedEye } from './eye.ts';
import { seedMonitoring } from './monitoring.ts';
import { seedActivityPages } from './activity.ts';

/** Each module's demo data, in order. A module that seeds adds one line. */
const SEEDERS: Array<(ctx: SeedContext) => Promise<void>> = [
  seedCore,
  seedGrowth,
  seedEngagement,
  seedClinicDetails,
  seedHealthRecords,
  seedContent,
  seedEye,
  seedMonitoring,
  seedActivityPages,
];

/**
 * Seeds the demo on an empty database, all in one transaction: a half-seeded demo never exists.
 * Returns false when there was already data.
 */
export async function seedDemoIfEmpty(db: AppDb, today = todayUtc()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(accounts);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const seed of SEEDERS) await seed({ tx, today });
  });
  return true;
}
