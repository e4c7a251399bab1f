/**
 * Test helper: the real growth reference tables, read with fs from REFERENCE_DATA_DIR or, by default, the
 * repository's own packages/clinical/reference-data (the server's default too). Parsed once per test worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadCdc2000References,
  loadChinaReferences,
  loadGrowthReferences,
  loadIg21References,
  type Cdc2000References,
  type ChinaReferences,
  type GrowthReferences,
  type Ig21References,
} from '../growth/index.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function growthReferenceDataDir(): string {
  return process.env.REFERENCE_DATA_DIR ?? path.resolve(REPO_ROOT, 'packages/clinical/reference-data');
}

export function readGrowthReferenceText(fileName: string): string {
  return fs.readFileSync(path.join(growthReferenceDataDir(), fileName), 'utf8');
}

/**
 * The test vectors (reference-data README §6) stay in ../shared/reference-data beside the repository, with the
 * specification: only tests read them (TEST_VECTORS_DIR to point elsewhere).
 */
export function readTestVectorsText(fileName: string): string {
  return fs.readFileSync(path.join(process.env.TEST_VECTORS_DIR ?? path.resolve(REPO_ROOT, '../shared/reference-data'), fileName), 'utf8');
}

let cached: GrowthReferences | undefined;

export function growthReferences(): GrowthReferences {
  cached ??= loadGrowthReferences(readGrowthReferenceText);
  return cached;
}

let cachedChina: ChinaReferences | undefined;

/** WS/T 423—2022 SD tables (reference-data README §4). */
export function chinaReferences(): ChinaReferences {
  cachedChina ??= loadChinaReferences(readGrowthReferenceText);
  return cachedChina;
}

let cachedIg21: Ig21References | undefined;

/** INTERGROWTH-21st newborn size and postnatal preterm SD tables (reference-data README §3b). */
export function ig21References(): Ig21References {
  cachedIg21 ??= loadIg21References(readGrowthReferenceText);
  return cachedIg21;
}

let cachedCdc: Cdc2000References | undefined;

/** CDC 2000 LMS data files (reference-data README, CDC 2000). */
export function cdc2000References(): Cdc2000References {
  cachedCdc ??= loadCdc2000References(readGrowthReferenceText);
  return cachedCdc;
}
