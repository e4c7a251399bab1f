import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a row's CPU went (issue 28): the server process, PostgreSQL's processes and this load generator, read from
 * /proc around each of the row's slices and divided by its answers. On the 2-core machine the three share the
 * cores, so a row's req/s is bounded by their sum per request; these columns say which part to work on. Linux
 * only: elsewhere the figures are absent, not zero.
 */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** User and system CPU of one process so far, in microseconds; null where /proc cannot tell. */
function processMicros(pid: number): number | null {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL's processes (backends and helpers) on this machine, `postgres: …` in their command line, each with its
 * CPU so far. Kept per process: a backend that starts during a slice counts from zero, one that ends (a pool closing an
 * idle connection) drops out instead of taking its whole past off the total.
 */
function postgresMicros(): Map<number, number> | null {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').startsWith('postgres:')) continue;
    } catch {
      continue;
    }
    const micros = processMicros(Number(entry));
    if (micros !== null) byPid.set(Number(entry), micros);
  }
  return byPid.size > 0 ? byPid : null;
}

export interface CpuSample {
  server: number | null;
  postgres: Map<number, number> | null;
  load: number;
}

/** A reading now: the server process, PostgreSQL when the row runs on it, and this process. */
export function sampleCpu(serverPid: number, withPostgres: boolean): CpuSample {
  const own = process.cpuUsage();
  return { server: processMicros(serverPid), postgres: withPostgres ? postgresMicros() : null, load: own.user + own.system };
}

/** CPU microseconds per answer between readings, summed over a row's slices. */
export class CpuPerAnswer {
  private server: number | null = 0;
  private postgres: number | null = 0;
  private load = 0;

  add(before: CpuSample, after: CpuSample): void {
    this.server =
      this.server === null || before.server === null || after.server === null ? null : this.server + after.server - before.server;
    const was = before.postgres;
    this.postgres =
      this.postgres === null || was === null || after.postgres === null
        ? null
        : [...after.postgres].reduce((total, [pid, micros]) => total + micros - (was.get(pid) ?? 0), this.postgres);
    this.load += after.load - before.load;
  }

  perAnswer(answers: number): { server: number | null; postgres: number | null; load: number | null } {
    const per = (micros: number | null) => (micros === null || answers === 0 ? null : Math.round(micros / answers));
    return { server: per(this.server), postgres: per(this.postgres), load: per(this.load) };
  }
}
