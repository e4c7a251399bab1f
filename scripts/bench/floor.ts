/**
 * The floor of a real read, for scale (issue 28): the least a server can do to answer a parent's growth records
 * on the bench's database. One query finds the session and that the child is the caller's; a second reads the
 * child's records; the answer is their JSON. No scoring, no answer schema, no compression, no audit, no policy
 * beyond ownership. The "floor" row is the product's ceiling on this machine: what it spends beyond it is the
 * price of the real work. Started as its own process, as the bare Fastify is.
 */
import { hash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ ok: true }));
app.get<{ Params: { growthId: string } }>('/growth/:growthId/records', async (req, reply) => {
  const token = req.headers.token;
  if (typeof token !== 'string') return reply.code(401).send({ code: 401 });
  const owned = await pool.query({
    name: 'floor_owned',
    text: `select gp.id from sessions s
      join family_members fm on fm.account_id = s.account_id and fm.deleted_at is null
      join growth_profiles gp on gp.family_member_id = fm.id and gp.id = $2
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    values: [hash('sha256', token, 'hex'), req.params.growthId],
  });
  if (owned.rowCount === 0) return reply.code(404).send({ code: 404 });
  const records = await pool.query({
    name: 'floor_records',
    text: `select id, record_date, height_cm, weight_kg, head_cm, measure from growth_records
      where growth_id = $1 order by record_date`,
    values: [req.params.growthId],
  });
  return { code: 0, data: records.rows };
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// Stopped by the bench with SIGTERM: exiting (rather than dying of the signal) lets `--profile` write its profile.
process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
