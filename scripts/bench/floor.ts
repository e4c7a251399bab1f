/**
 * The floor of a real read, for scale (issue 28): the least a server can do to answer a parent's growth records
 * on the bench's database. One query finds the session and that the child is the caller's; a second reads the
 * child's records; the answer is their JSON. No scoring, no answer schema, no compression, no audit, no policy
 * beyond ownership. The "floor" row is the product's ceiling on this machine: what it spends beyond it is the
 * price of the real work. Started as its own process, as the bare Fastify is.
 *
 * On PostgreSQL (DATABASE_URL) through a pool of ten connections; on the embedded database (DATA_DIR, a copy of the
 * bench's: a directory has one opener) through PGlite in this process's own thread, the least an embedded server
 * does (the product runs it in a thread of its own: docs/decisions/4400-embedded-database-in-its-own-thread.md).
 */
import { hash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

interface Rows {
  rows: unknown[];
}
type Query = (name: string, text: string, values: unknown[]) => Promise<Rows>;

async function connect(): Promise<{ query: Query; close: () => Promise<void> }> {
  const dataDir = process.env.DATA_DIR;
  if (dataDir) {
    const embedded = await PGlite.create({ dataDir });
    return { query: (_name, text, values) => embedded.query(text, values), close: () => embedded.close() };
  }
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  return { query: (name, text, values) => pool.query({ name, text, values }), close: () => pool.end() };
}

const db = await connect();
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ ok: true }));
app.get<{ Params: { growthId: string } }>('/growth/:growthId/records', async (req, reply) => {
  const token = req.headers.token;
  if (typeof token !== 'string') return reply.code(401).send({ code: 401 });
  const owned = await db.query(
    'floor_owned',
    `select gp.id from sessions s
      join family_members fm on fm.account_id = s.account_id and fm.deleted_at is null
      join growth_profiles gp on gp.family_member_id = fm.id and gp.id = $2
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [hash('sha256', token, 'hex'), req.params.growthId],
  );
  if (owned.rows.length === 0) return reply.code(404).send({ code: 404 });
  const records = await db.query(
    'floor_records',
    `select id, record_date, height_cm, weight_kg, head_cm, measure from growth_records
      where growth_id = $1 order by record_date`,
    [req.params.growthId],
  );
  return { code: 0, data: records.rows };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// Stopped by the bench with SIGTERM: exiting (rather than dying of the signal) lets `--profile` write its profile.
process.once('SIGTERM', () => void app.close().then(() => db.close().then(() => process.exit(0))));
