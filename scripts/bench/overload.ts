import { load } from './load.ts';
import { scenarios } from './scenarios.ts';

/** Issue 28: at 500 connections every request is answered within 2 s or refused at once (503), /healthz always. */
export async function overload(base: string, db: string, seconds: number, parentCount: number): Promise<void> {
  const conns = 500;
  let probes = 0;
  let probeFailures = 0;
  let worstProbeMs = 0;
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = Date.now();
      try {
        const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
        if (response.status !== 200) probeFailures++;
      } catch {
        probeFailures++;
      }
      worstProbeMs = Math.max(worstProbeMs, Date.now() - t);
      probes++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  // A connection's first answer waits for its accept, one per turn of a loaded loop (decision 2870): counted apart.
  const slow = { answered: 0, over2s: 0, over2sFirst: 0, refusedSlowly: 0 };
  const r = await load(base, scenarios('distinct', parentCount)[0]!, conns, seconds, ({ first, status, ms }) => {
    slow.answered++;
    if (ms > 2000) slow.over2s++;
    if (ms > 2000 && first) slow.over2sFirst++;
    if (status === 503 && ms > 100) slow.refusedSlowly++;
  });
  probing = false;
  await prober;
  const statuses = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${(s as { count: number }).count}`)
    .join(', ');
  console.log(
    `overload ${db} distinct, ${conns} connections for ${seconds} s: ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms, ` +
      `max ${r.latency.max} ms, answers over 2 s ${slow.over2s} of ${slow.answered} (${slow.over2sFirst} of them a connection's first), 503 slower than 100 ms ${slow.refusedSlowly}, ` +
      `errors ${r.errors}, timeouts ${r.timeouts}, statuses {${statuses}}; /healthz ${probes} probes, ${probeFailures} failed, slowest ${worstProbeMs} ms`,
  );
}
