import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { rowsOf } from '../db/migrate.ts';

/**
 * A family of the reminders' tests, made through the real sign-in (a new phone makes a new parent account) and rows
 * of their own: a toddler with a growth measurement (next growth check 2026-05-03, 91 days later) and a baby born
 * 2026-04-01 whose birth doses are recorded (HepB dose 2 from 2026-05-01).
 */
export async function makeTestFamily(app: FastifyInstance, db: AppDb, phone: string, names: { toddler: string; baby: string }) {
  const sent = await app.inject({ method: 'POST', url: '/app-web2/auth/sms_code', payload: { phone } });
  const code = sent.json().data.devCode as string;
  const login = await app.inject({ method: 'POST', url: '/app-web2/auth/login', payload: { phone, code } });
  const token = login.json().data.token as string;
  const accountId = login.json().data.account.id as string;
  const [toddler] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO family_members (account_id, name, sex, birth_date, relation)
      VALUES (${accountId}, ${names.toddler}, 'male', '2024-03-01', 'child') RETURNING id`),
  );
  const [baby] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO family_members (account_id, name, sex, birth_date, relation)
      VALUES (${accountId}, ${names.baby}, 'female', '2026-04-01', 'child') RETURNING id`),
  );
  const [profile] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO growth_profiles (family_member_id) VALUES (${toddler!.id}) RETURNING id`),
  );
  await db.execute(
    sql`INSERT INTO growth_records (growth_id, record_date, height_cm, weight_kg) VALUES (${profile!.id}, '2026-02-01', 86, 12)`,
  );
  await db.execute(sql`INSERT INTO vaccination_doses (family_member_id, vaccine, dose_number, given_on)
    VALUES (${baby!.id}, 'HepB', 1, '2026-04-01'), (${baby!.id}, 'BCG', 1, '2026-04-01')`);
  return { token, accountId, phone, toddler: toddler!.id, baby: baby!.id, growthProfile: profile!.id };
}

/** A logger that keeps every line, to look for what must not be in it. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (obj: unknown, msg?: string) =>
    lines.push(JSON.stringify({ level, ...(typeof obj === 'object' ? obj : { msg: obj }), ...(msg ? { msg } : {}) }));
  const log = {
    level: 'trace',
    info: record('info'),
    error: record('error'),
    warn: record('warn'),
    debug: record('debug'),
    trace: record('trace'),
    fatal: record('fatal'),
    silent: () => undefined,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}
