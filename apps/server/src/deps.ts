import type { Config } from './config/env.ts';
import type { AppDb, Database } from './db/client.ts';

/** What route modules are built with. Tests build the same from a fresh database. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: AppDb;
}
