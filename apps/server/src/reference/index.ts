import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadAxialLengthReference,
  loadCdc2000References,
  loadChinaReferences,
  loadGrowthReferences,
  loadIg21References,
  type AxialLengthReference,
  type Cdc2000References,
  type ChinaReferences,
  type GrowthReferences,
  type Ig21References,
} from '@sprout/clinical';
import { checkReferenceTables } from './check.ts';

export interface References {
  growth: GrowthReferences;
  /** WS/T 423—2022 SD tables, the growth reference a family may choose instead of WHO (issue 17). */
  china: ChinaReferences;
  /** INTERGROWTH-21st newborn size and postnatal preterm SD tables, the preterm reference a family may choose instead of Fenton. */
  ig21: Ig21References;
  /** CDC 2000 growth charts' LMS, the growth reference a doctor may choose for a child (issue 33). */
  cdc2000: Cdc2000References;
  axialLength: AxialLengthReference;
}

/** A reference table missing or broken: the message names every file at fault, one a line. */
export class ReferenceDataError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      `Reference tables in ${dir} are missing or broken (${problems.length}); the server does not start without them ` +
        `(REFERENCE_DATA_DIR, default packages/clinical/reference-data):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
}

const cache = new Map<string, References>();

/**
 * The growth and axial-length tables from REFERENCE_DATA_DIR, checked (reference/check.ts) and parsed once per
 * process: at start-up, by buildApp, so that no answer ever finds a table missing. The clinical package stays free
 * of I/O: it is handed a reader over this directory. Throws ReferenceDataError naming every file at fault.
 */
export function loadReferences(dir: string): References {
  const cached = cache.get(dir);
  if (cached) return cached;
  const problems = checkReferenceTables(dir);
  if (problems.length) throw new ReferenceDataError(dir, problems);
  const read = (fileName: string) => readFileSync(path.join(dir, fileName), 'utf8');
  const refs = {
    growth: loadGrowthReferences(read),
    china: loadChinaReferences(read),
    ig21: loadIg21References(read),
    cdc2000: loadCdc2000References(read),
    axialLength: loadAxialLengthReference(read),
  };
  cache.set(dir, refs);
  return refs;
}

/** Whether this process has loaded the tables of `dir` (readiness: /readyz). */
export function referencesLoaded(dir: string): boolean {
  return cache.has(dir);
}
