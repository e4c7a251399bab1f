/**
 * `npm run bench:ab -- --base /tmp/wt`: two builds of the server side by side on one seeded PostgreSQL, each
 * loaded in turn in 2 s slices (the order swapped every round), so both see the same machine from one second to the
 * next. `--base` is another checkout (`git worktree add /tmp/wt <commit>`, its node_modules linked); this checkout
 * is the other. Both servers are built first, as `npm run bench` builds its own: a build left from an earlier
 * state of a checkout once measured a change against itself (12 of 14 rounds "won"). On a machine whose speed
 * moves by half within minutes (the bare Fastify between 10k and 48k req/s in one hour), runs of `npm run bench`
 * one after the other could not tell a tenth apart; slices taking turns can.
 *
 *   npm run bench:ab -- --base /tmp/wt [--scenario distinct] [--connections 100] [--rounds 12]
 *
 * Prints each round and, per build, the medians of req/s, p99, the worst first answer on a connection (decision
 * 2870), the server's and PostgreSQL's CPU per answer (one database for both, each build's slices run alone on it),
 * and in how many rounds this checkout answered more. Two builds of one commit measured so answered more in 5 of 10
 * rounds with medians 7% apart: the rounds won say more than the medians.
 */
import { parseArgs } from 'node:util';
import { CpuPerAnswer, sampleCpu } from './cpu.ts';
import { prepareDatabase } from './database.ts';
import { load, percentile } from './load.ts';
import { buildServer, startProductServer, stop } from './process.ts';
import { scenarios } from './scenarios.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    scenario: { type: 'string', default: 'distinct' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '12' },
  },
});
const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!args.base || !pgUrl) throw new Error('usage: TEST_DATABASE_URL=… npm run bench:ab -- --base <another checkout>');

const SLICE_SECONDS = 2;
const PARENTS = 2000;
const conns = Number(args.connections);
const rounds = Number(args.rounds);
const scenario = scenarios(args.scenario!, PARENTS)[0]!;
const builds = [
  { name: 'base', root: args.base },
  { name: 'this', root: new URL('../../', import.meta.url).pathname },
];

for (const build of builds) buildServer(build.root);
const { env, cleanup } = await prepareDatabase('postgres', { parentCount: PARENTS, rows: 0, pgUrl });
const servers = [];
for (const build of builds) servers.push(await startProductServer(build.root, env));
const seen = builds.map(() => ({
  reqPerSec: [] as number[],
  p99: [] as number[],
  firstMax: [] as number[],
  cpu: [] as number[],
  postgresCpu: [] as number[],
}));
try {
  // Warm-up: JIT, prepared statements.
  for (const server of servers) await load(server.url, scenario, 10, SLICE_SECONDS);
  for (let round = 0; round < rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const server = servers[i]!;
      const firsts: number[] = [];
      const cpu = new CpuPerAnswer();
      const before = sampleCpu(server.child.pid!, true);
      const result = await load(server.url, scenario, conns, SLICE_SECONDS, (answer) => answer.first && firsts.push(answer.ms));
      cpu.add(before, sampleCpu(server.child.pid!, true));
      const row = seen[i]!;
      row.reqPerSec.push(Math.round((result.requests.total - result.non2xx) / SLICE_SECONDS));
      row.p99.push(result.latency.p99);
      row.firstMax.push(percentile(firsts, 1));
      const perAnswer = cpu.perAnswer(result.requests.total);
      row.cpu.push(perAnswer.server ?? 0);
      row.postgresCpu.push(perAnswer.postgres ?? 0);
    }
    const last = (i: number) => `${seen[i]!.reqPerSec.at(-1)} req/s, p99 ${seen[i]!.p99.at(-1)} ms, first ${seen[i]!.firstMax.at(-1)} ms`;
    console.log(`round ${round + 1}: base ${last(0)} | this ${last(1)}`);
  }
} finally {
  for (const server of servers) await stop(server);
  await cleanup();
}
const median = (values: number[]) => percentile([...values], 0.5);
console.log(`\n${scenario.name}, ${conns} connections, ${rounds} rounds of ${SLICE_SECONDS} s each`);
builds.forEach((build, i) => {
  const row = seen[i]!;
  console.log(
    `${build.name}: req/s ${median(row.reqPerSec)}, p99 ${median(row.p99)} ms (worst ${Math.max(...row.p99)}), ` +
      `first answer's worst ${median(row.firstMax)} ms, server CPU ${median(row.cpu)} µs and PostgreSQL's ${median(row.postgresCpu)} µs per answer (medians of the rounds)`,
  );
});
const wins = seen[1]!.reqPerSec.filter((value, k) => value > seen[0]!.reqPerSec[k]!).length;
console.log(`this checkout answered more in ${wins} of ${rounds} rounds`);
