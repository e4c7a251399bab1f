/** The load generator of the bench: one autocannon run over a scenario, its answers split by connection. */
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

export type Result = Awaited<ReturnType<typeof autocannon>>;

/**
 * One answer as the load generator saw it. `first`: the first on its connection. Every run opens its connections
 * anew, and Node (libuv 1.46) accepts one new connection per turn of its event loop on each descriptor it watches (four
 * in the server: decision 4500): under load a connection's first answer waits for the connections accepted before it
 * (decision 2870), so the bench tells those answers apart.
 */
export interface Answer {
  first: boolean;
  status: number;
  ms: number;
}

/** One autocannon run over `scenario` (null: GET / of the bare Fastify), each answer handed to `onAnswer`. */
export function load(
  base: string,
  scenario: Scenario | null,
  conns: number,
  seconds: number,
  onAnswer?: (answer: Answer) => void,
): Promise<Result> {
  const options: autocannon.Options = {
    url: base + '/',
    connections: conns,
    duration: seconds,
    timeout: 10,
    ...(scenario ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...scenario.next() }) }] } : {}),
  };
  return new Promise((resolve, reject) => {
    // The callback form hands back the instance, whose 'response' events carry the client each answer came on.
    const instance = autocannon(options, (error: unknown, result: Result) => (error ? reject(error) : resolve(result)));
    if (!onAnswer) return;
    const answered = new WeakSet<autocannon.Client>();
    instance.on('response', (client, status, _bytes, ms) => {
      const first = !answered.has(client);
      answered.add(client);
      onAnswer({ first, status, ms });
    });
  });
}

/** The value at `fraction` of `values` (sorted in place), rounded to the millisecond; 0 for none. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return Math.round(values[Math.min(values.length - 1, Math.floor(fraction * values.length))]!);
}

/**
 * Waits until the server has worked off what the previous run left queued (autocannon hangs up, the server
 * still answers every request it accepted): one request goes through only after the queue ahead of it.
 */
export async function drain(base: string, scenario: Scenario): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    const { method, path, headers, body } = scenario.next();
    // A queue longer than the timeout is not worth waiting out: the next slice measures it anyway.
    await fetch(base + path, { method, headers, body, signal: AbortSignal.timeout(60_000) })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
    if (Date.now() - started < 1000) return;
  }
}

/** A freshly started server loaded for `total` seconds over `list` (null: the bare Fastify) at `conns`. */
export async function warmUp(base: string, list: Array<Scenario | null>, conns: number, total: number): Promise<void> {
  if (total === 0) return;
  const seconds = Math.max(1, Math.round(total / list.length));
  for (const scenario of list) {
    await load(base, scenario, conns, seconds);
    if (scenario) await drain(base, scenario);
  }
}
