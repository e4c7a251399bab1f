import type { Config } from './config/env.ts';
import type { AppDb, Database } from './db/client.ts';
import { loadReferences, type References } from './reference/index.ts';

/** What route modules are built with. Tests build the same from a fresh database. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: AppDb;
}

/** The clinical reference tables of this configuration (parsed on first use, then cached). */
export function referencesOf(deps: Pick<AppDeps, 'config'>): References {
  return loadReferences(deps.config.referenceDataDir);
}
