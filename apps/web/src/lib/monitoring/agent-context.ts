import type { GlobalErrorReport } from '../global-errors.ts';
import type { MonitoringConfig } from './config.ts';
import type { MonitoringSession } from './session.ts';
import type { TracedRequest } from './trace.ts';

/** What the bootstrap hands the agent: everything it buffered and the ways to keep listening. */
export interface AgentContext {
  config: MonitoringConfig;
  userId: string;
  /** The session as of now, marked active (rolls over after the idle time-out or the maximum duration). */
  session(): MonitoringSession;
  traced: TracedRequest[];
  /** Replays what was buffered, then delivers everything new straight to the agent. */
  attach(sink: BootstrapSink): void;
}
export interface BootstrapSink {
  error(report: GlobalErrorReport): void;
  route(route: string): void;
}
