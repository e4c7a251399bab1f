/**
 * The ceiling every call is measured against: a bare Fastify answering a small JSON object, nothing else
 * registered. Started as its own process beside the real server, in the same bench run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
