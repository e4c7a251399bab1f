#!/usr/bin/env node
// `npm test`: type checks, lint, then every Vitest project that can run here.
// - clinical, contracts, web, server: always (the server on a fresh embedded PGlite per file);
// - server-pg: the same integration suite on PostgreSQL, when TEST_DATABASE_URL is set;
// - e2e: Chromium journeys against the built app, when a Chromium is found (one line says so otherwise).
//
// On CI's 2 cores the run is arranged so that no core waits: Vitest alone would run one file at a time (its default
// is a worker per core less one) and the journeys after everything else, while most of a server-pg file is spent
// waiting on PostgreSQL and most of a journey waiting on Chromium or the throttled network. So, from the start:
// 1. the type check, the lint and the formatting check (Prettier over the whole tree), side by side, their output
//    printed as each ends; the first that fails stops the whole run (its output, then exit 1);
// 2. beside them, the unit and integration projects (two files at a time), which need nothing built;
// 3. the web build the journeys use (with every route's JavaScript against its ceiling), then the journeys (one at
//    a time, in a Vitest of their own; the phone-profile sweep is `npm run bench:web`, for an idle machine): they are
//    the run's longest part, so they start as soon as their app is built, not after the checks (decision 3800,
//    "Later"). The suites' reports are printed once both end, a failing one last;
// 4. the server bench, once the first of the two ends (beside the other's tail);
// 5. once both are done, the phone profile's time ceilings on the chart routes and a few others, on an idle machine.
// Arguments narrow the run (`npm test -- path/to/file`): the checks first, then one Vitest takes them, and the bench
// does not run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';

/**
 * Runs a command; its output is printed as it comes, or all at once when it ends (`buffered`, for side-by-side runs),
 * or kept for the caller (`held`: the promise then resolves to { code, output }).
 */
function run(cmd, args, { env = {}, buffered = false, held = false } = {}) {
  buffered ||= held;
  return new Promise((resolve) => {
    // Each in a process group of its own, so that a failed check can stop it with everything it started (stopAll);
    // never reading the terminal, which a process outside the terminal's foreground group may not.
    const child = spawn(cmd, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    child.on('exit', () => running.delete(child));
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('exit', (code) => {
      if (held) return resolve({ code: code ?? 1, output: Buffer.concat(chunks) });
      if (buffered) process.stdout.write(Buffer.concat(chunks));
      resolve(code ?? 1);
    });
  });
}

/** The commands under way, each the leader of its process group. */
const running = new Set();
/** Stops every command under way and what it started (Vitest's workers, Chromium, the servers). */
function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
// Interrupted (Ctrl-C reaches this process only: the commands are in groups of their own), or ended: theirs end too.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(128 + constants.signals[signal]));
process.on('exit', stopAll);

/**
 * The tests' scratch files in memory, where the machine has a tmpfs at /dev/shm with room: each server test file
 * copies the seeded embedded database (about 1,300 files) and removes it, the journeys' Chromium makes and removes a
 * profile per launch. On ext4 a file created where many were just removed costs a scan of the inode table (ext4's
 * `recently_deleted`): the server project spent 125 of its 237 CPU-seconds in the kernel, 145 s, against 27 and 83 s
 * here. TMPDIR is what Node's os.tmpdir() and Chromium read; one the caller set is kept. Not for the bench, which
 * measures the product on its disk.
 */
function memoryScratch() {
  const TMPFS_MAGIC = 0x01021994;
  // The most a run holds at once is about 250 MB; a container's 64 MB /dev/shm is left alone.
  const ENOUGH = 2 * 1024 ** 3;
  if (process.env.TMPDIR) return null;
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < ENOUGH) return null;
    return mkdtempSync('/dev/shm/sprout-test-');
  } catch {
    return null;
  }
}
/** The disk's temporary directory, which the bench keeps. */
const diskTmp = tmpdir();
const scratch = memoryScratch();
if (scratch) {
  // Every run below inherits it.
  process.env.TMPDIR = scratch;
  // Interrupted or not (the signals above end this process through exit): removed, after stopAll (registered
  // first) has stopped what uses it.
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
}

const narrowed = process.argv.length > 2;
// Where CI's minutes go, one line per phase (issue 35 keeps the whole run within 12 minutes).
const startedAt = Date.now();
const phaseDone = (name) => console.log(`[time] ${name}: ${Math.round((Date.now() - startedAt) / 1000)} s since npm test began`);
const projects = ['lint-rules', 'clinical', 'contracts', 'web', 'web-mocks', 'server'];
if (process.env.TEST_DATABASE_URL) projects.push('server-pg');
else console.log('server-pg: TEST_DATABASE_URL is not set; the integration suite runs on the embedded PGlite only.');

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));
if (!chromium) console.log("e2e: no Chromium found (install Debian's chromium or set CHROMIUM_PATH); skipping the end-to-end tests.");

// The app the journeys drive is the production build `npm start` serves; every phone of the journeys reports
// (monitoring samples 10% of sessions in the product's own build: a build-time value that e2e/monitoring.spec.ts
// relies on). e2e/global-setup.ts builds it the same way when it runs alone.
// The build is followed by every route's first-screen JavaScript against a ceiling a real regression crosses
// (apps/web/scripts/bundle-report.mjs): exact, and cheap, where the phone-profile sweep of e2e/performance.spec.ts
// needs an idle machine and minutes (`npm run bench:web`).
/** The build and the bundle report: { code, output }, the output kept for the journeys' report. */
const webBuild = async () => {
  const built = await run('npm', ['run', 'build', '-w', '@sprout/web', '--silent'], {
    env: { NODE_ENV: 'production', VITE_MONITORING_SESSION_SAMPLE_RATE: '1' },
    held: true,
  });
  if (built.code !== 0) return built;
  const report = await run('node', ['apps/web/scripts/bundle-report.mjs'], {
    // The editors' record pages reach 261 KB since the UI kit's page-state and editor shell (session 31, +1.7 KB);
    // the ceiling stays a guard against a real regression (a chart library or an editor pulled into every page).
    env: { BUNDLE_CEILING_KB: '205', BUNDLE_STAFF_CEILING_KB: '270' },
    held: true,
  });
  return { code: report.code, output: Buffer.concat([built.output, report.output]) };
};

/** The type check, the lint and the formatting check: each one's output as it ends; the first failure ends the run. */
const checksRun = Promise.all(
  [
    ['npm', ['run', 'typecheck', '--silent']],
    ['npm', ['run', 'lint', '--silent']],
    ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ].map(([cmd, args]) =>
    run(cmd, args, { held: true }).then(({ code, output }) => {
      process.stdout.write(output);
      if (code !== 0) {
        console.log(`\nFailed: ${[cmd, ...args].join(' ')} (exit ${code}); the other suites were stopped.`);
        process.exit(1);
      }
    }),
  ),
).then(() => phaseDone('type check, lint and formatting'));

const vitest = (names, env = {}, options = {}) =>
  run('npx', ['vitest', 'run', ...names.flatMap((p) => ['--project', p]), ...process.argv.slice(2)], { env, ...options });

if (narrowed) {
  await checksRun;
  process.exit(await vitest(chromium ? [...projects, 'e2e'] : projects));
}

// The server's speed, a few seconds per call on the embedded database beside a bare Fastify of the same run:
// fails only far below what the calls reach (scripts/bench/floors.ts, ratios to that Fastify, which a busy
// machine slows alike), never on noise. It starts when the first of the two suites ends, beside the other's tail
// (it waited for the journeys before, 35-45 s after the unit tests had ended).
const bench = (options = { buffered: true }) =>
  run('npx', ['tsx', 'scripts/bench/run.ts', '--quick', '--only', 'pglite'], { env: { TMPDIR: diskTmp }, ...options });
const unitsRun = vitest(projects, {}, { held: true }).then((result) => (phaseDone('unit and integration tests'), result));
/**
 * The web build, then the journeys on it: { code, output }, the build's output first. charts.spec.ts runs last, with
 * the ceilings (the same taps, zoom and pan, strict on an idle machine): not twice.
 */
async function buildThenJourneys() {
  const built = await webBuild();
  phaseDone('web build');
  if (built.code !== 0)
    return { ...built, output: Buffer.concat([built.output, Buffer.from('\nThe web build failed (above): no journey ran.\n')]) };
  const result = await run(
    'npx',
    ['vitest', 'run', '--project', 'e2e', '--exclude', '**/performance.spec.ts', '--exclude', '**/charts.spec.ts'],
    {
      env: { E2E_SKIP_BUILD: '1' },
      held: true,
    },
  );
  phaseDone('journeys');
  return { ...result, output: Buffer.concat([built.output, result.output]) };
}
const journeysRun = chromium ? buildThenJourneys() : null;
const benchRun = chromium
  ? Promise.race([unitsRun, journeysRun])
      .then(() => bench({ held: true }))
      .then((result) => (phaseDone('server bench'), result))
  : null;

// The reports are printed once every suite ends, a failing one last: where only the tail of a long log is read
// (a CI summary), it is the failure that shows, not another suite's passing report.
const [units, journeys, benched] = await Promise.all([unitsRun, journeysRun, benchRun, checksRun]);
const suites = [
  { name: 'unit and integration tests', ...units },
  ...(journeys ? [{ name: 'journeys', ...journeys }] : []),
  ...(benched ? [{ name: 'server bench', ...benched }] : []),
];
suites.sort((a, b) => Number(a.code !== 0) - Number(b.code !== 0));
for (const suite of suites) process.stdout.write(suite.output);
const failed = suites.filter((suite) => suite.code !== 0);
if (failed.length > 0) {
  console.log(`\nFailed: ${failed.map((suite) => `${suite.name} (exit ${suite.code})`).join(', ')}`);
  process.exit(1);
}
if (!chromium) process.exit(await bench());

// Last, on a machine nothing else loads any more: the phone profile's loose ceilings (1.5x the goals: content
// 1.5 s, chart 1.8 s, stretched up to 2x when the machine runs slower than on an ordinary day) on the six chart routes and the content routes parents open most, one load at a time, and
// a tap on each chart showing its value within 150 ms (the goal is 100 ms). The whole sweep of every route
// is `npm run bench:web`.
const PERF_CHECK_ROUTES = 'Detail,FullScreen,/faq,/article/';
const perf = await run('npx', ['vitest', 'run', '--project', 'e2e', 'e2e/performance.spec.ts', 'e2e/charts.spec.ts'], {
  env: { E2E_SKIP_BUILD: '1', PERF_STRICT: '1', PERF_ROUTES: PERF_CHECK_ROUTES },
});
phaseDone("phone profile's ceilings");
process.exit(perf);
