import { count, sql } from 'drizzle-orm';
import { todayUtc } from '@sprout/clinical';
import type { AppDb } from '../client.ts';
import { accounts } from '../schema/index.ts';
import { seedActivityPages } from './activity.ts';
import { seedClinicDetails } from './clinics.ts';
import { seedConsent } from './consent.ts';
import { seedContent } from './content.ts';
import { seedCore, type SeedContext } from './core.ts';
import { seedEngagement } from './engagement.ts';
import { seedEye } from './eye.ts';
import { seedGrowth } from './growth.ts';
import { seedHealthRecords } from './health-record.ts';
import { seedMilestones } from './milestones.ts';
import { seedMonitoring } from './monitoring.ts';
import { seedVaccinations } from './vaccinations.ts';

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
  seedConsent,
  seedVaccinations,
  seedMilestones,
];

/** An arbitrary constant shared by every instance (the migrations use another). */
const SEED_LOCK_KEY = 7_250_032;

/**
 * Seeds the demo on an empty database, all in one transaction: a half-seeded demo never exists.
 * Returns false when there was already data. Several instances starting at once on an empty PostgreSQL take
 * the same transaction lock and count again under it: one seeds, the others find the demo there.
 */
export async function seedDemoIfEmpty(db: AppDb, today = todayUtc()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [row] = await tx.select({ n: count() }).from(accounts);
    if ((row?.n ?? 0) > 0) return false;
    for (const seed of SEEDERS) await seed({ tx, today });
    return true;
  });
}
