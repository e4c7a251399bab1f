import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { referencesOf } from '../deps.ts';

describe('reference tables', () => {
  it('load from REFERENCE_DATA_DIR (../shared/reference-data by default) once per process', () => {
    const config = loadConfig({});
    const refs = referencesOf({ config });
    expect(refs.growth).toBeTruthy();
    expect(refs.axialLength.tables.male.length).toBe(15);
    expect(referencesOf({ config })).toBe(refs);
  });
});
