import { describe, expect, it } from 'vitest';
import { legalKeyOfPath } from './legal-key.ts';

describe('content utilities', () => {
  it('maps each legal route to its text and nothing else', () => {
    expect(legalKeyOfPath('/privatePolicy')).toBe('privatePolicy');
    expect(legalKeyOfPath('/agreement/')).toBe('agreement');
    expect(legalKeyOfPath('/serviceComparison')).toBeNull();
    expect(legalKeyOfPath('/')).toBeNull();
  });
});
