import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  loadAxialLengthReference,
  loadChinaReferences,
  loadGrowthReferences,
  loadIg21References,
  type AxialLengthReference,
  type ChinaReferences,
  type GrowthReferences,
  type Ig21References,
} from '@sprout/clinical';

export interface References {
  growth: GrowthReferences;
  /** WS/T 423—2022 SD tables, the growth reference a family may choose instead of WHO (issue 17). */
  china: ChinaReferences;
  /** INTERGROWTH-21st newborn size and postnatal preterm SD tables, the preterm reference a family may choose instead of Fenton. */
  ig21: Ig21References;
  axialLength: AxialLengthReference;
}

const cache = new Map<string, References>();

/**
 * The growth and axial-length tables from REFERENCE_DATA_DIR, parsed once per process. The clinical package
 * stays free of I/O: it is handed a reader over this directory.
 */
export function loadReferences(dir: string): References {
  const cached = cache.get(dir);
  if (cached) return cached;
  const read = (fileName: string) => readFileSync(path.join(dir, fileName), 'utf8');
  const refs = {
    growth: loadGrowthReferences(read),
    china: loadChinaReferences(read),
    ig21: loadIg21References(read),
    axialLength: loadAxialLengthReference(read),
  };
  cache.set(dir, refs);
  return refs;
}
