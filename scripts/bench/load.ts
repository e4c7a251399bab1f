/** The load generator of the bench: one autocannon run over a scenario, its answers split by connection. */
import autocannon from 'autocannon';
import type { Scenario } from './scenarios.ts';

export type Result = Awaited<ReturnType<typeof autocannon>>;

/**
 * A slice's answer times split by where they fall on their connection. Every slice opens its connections anew, and
 * Node (libuv 1.46) accepts one new connection per turn of its event loop: under load a connection's first answer
 * waits for the connections accepted before it (decision 2870). The first answers are kept apart so that the table
 * shows both what a new connection meets and what an open one meets.
 */
export interface Split {
  first: number[];
  later: number[];
}

export function load(base: string, scenario: Scenario | null, conns: number, seconds: number, split?: Split): Promise<Result> {
  const options: autocannon.Options = {
    url: base + '/',
    connections: conns,
    duration: seconds,
    timeout: 10,
    ...(scenario
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => {
                const next = scenario.next();
                return { ...req, ...next };
              },
            },
          ],
        }
      : {}),
  };
  return new Promise((resolve, reject) => {
    // The callback form hands back the instance, whose 'response' events carry the client each answer came on.
    const instance = autocannon(options, (error: unknown, result: Result) => (error ? reject(error) : resolve(result)));
    if (!split) return;
    const answered = new WeakSet<autocannon.Client>();
    instance.on('response', (client, _status, _bytes, ms) => {
      if (answered.has(client)) split.later.push(ms);
      else {
        answered.add(client);
        split.first.push(ms);
      }
    });
  });
}

/** The value at `fraction` of `values` (sorted in place), rounded to the millisecond; 0 for none. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return Math.round(values[Math.min(values.length - 1, Math.floor(fraction * values.length))]!);
}
