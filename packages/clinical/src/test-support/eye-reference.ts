/**
 * Test-only: loads the axial-length reference from disk. Reads REFERENCE_DATA_DIR when set (as the server
 * does), else the repository's own packages/clinical/reference-data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAxialLengthReference, type AxialLengthReference } from '../eye/reference.ts';

/** packages/clinical/src/test-support → the repository root is four levels up. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const EYE_REFERENCE_DATA_DIR = process.env.REFERENCE_DATA_DIR ?? join(REPO_ROOT, 'packages', 'clinical', 'reference-data');

export function readEyeReferenceText(fileName: string): string {
  return readFileSync(join(EYE_REFERENCE_DATA_DIR, fileName), 'utf8');
}

let cached: AxialLengthReference | undefined;

/** The reference is immutable, so every test file shares one parsed copy. */
export function eyeTestReference(): AxialLengthReference {
  cached ??= loadAxialLengthReference(readEyeReferenceText);
  return cached;
}
