import { describe, expect, it } from 'vitest';
import { findBadText } from './text-guard.ts';

describe('findBadText', () => {
  it('finds nothing in well-formed text, numbers, nulls and empty containers', () => {
    expect(findBadText({ name: '王小明', notes: 'line one\r\nline two\tend', age: 3, tags: [], none: null })).toBeNull();
    expect(findBadText(undefined)).toBeNull();
  });

  it('names the field of a bad string by its whole path, array indexes included', () => {
    expect(findBadText({ a: { b: ['ok', 'bad\u0000'] } })).toEqual({ field: 'a.b.1', messageKey: 'validation.control' });
    expect(findBadText({ note: 'x\ud800' })).toEqual({ field: 'note', messageKey: 'validation.unicode' });
    expect(findBadText('bad\u0007')).toEqual({ field: 'body', messageKey: 'validation.control' });
  });

  it('checks keys as one-line text, and names the bad key', () => {
    expect(findBadText({ outer: { 'k\ny': 1 } })).toEqual({ field: 'outer.k\ny', messageKey: 'validation.control' });
  });

  it('starts from the path it is given without changing it, and refuses nesting beyond its depth', () => {
    const path = ['query'];
    expect(findBadText({ q: 'a\u0001' }, path)).toEqual({ field: 'query.q', messageKey: 'validation.control' });
    expect(path).toEqual(['query']);
    let deep: unknown = 'fine';
    for (let i = 0; i < 70; i++) deep = { d: deep };
    expect(findBadText(deep)?.messageKey).toBe('validation.tooDeep');
  });
});
