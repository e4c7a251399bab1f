import path from 'node:path';
import { REPO_ROOT } from '../config/env.ts';
import { restoreEmbeddedBackup } from './backup.ts';

// Usage: DATA_DIR=/var/lib/sprout-restored npm run db:restore -w @sprout/server -- /path/sprout-….tar.gz
// Restores a backup of the embedded database (written by the server on SIGUSR2) into an empty DATA_DIR.
const file = process.argv[2];
if (!file) {
  console.error('usage: DATA_DIR=<empty directory> npm run db:restore -w @sprout/server -- <backup .tar.gz>');
  process.exit(2);
}
const dataDir = path.resolve(REPO_ROOT, process.env.DATA_DIR ?? 'data');
restoreEmbeddedBackup(path.resolve(file), dataDir).then(
  () => console.log(`restored ${file} into ${dataDir}`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
