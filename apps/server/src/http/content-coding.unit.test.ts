import { describe, expect, it } from 'vitest';
import { negotiateContentCoding } from './content-coding.ts';

describe('Accept-Encoding negotiation (RFC 9110 §12.5.3)', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['gzip;q=0.000', null],
    ['br;q=0, gzip;q=0', null],
    ['br;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    ['gzip;q=2', null],
    ['gzip;q=abc', null],
    ['gzip;q=0.5;foo=bar', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateContentCoding(header)).toBe(expected);
  });

  it('sends identity with no header, and only what the server has', () => {
    expect(negotiateContentCoding(undefined)).toBeNull();
    expect(negotiateContentCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateContentCoding('br', ['gzip'])).toBeNull();
    expect(negotiateContentCoding(['gzip;q=0', 'br;q=0.2'])).toBe('br');
  });

  it('answers a header met before as the first time, whatever came between or what the caller has', () => {
    expect(negotiateContentCoding('gzip, br;q=0.9')).toBe('gzip');
    expect(negotiateContentCoding('gzip, br;q=0.9', ['br'])).toBe('br');
    // More distinct headers than are remembered, a long one among them.
    for (let i = 0; i < 200; i += 1) expect(negotiateContentCoding(`br;q=0.${i % 9}, gzip;q=0.5, x-${i}`)).toBe(i % 9 >= 5 ? 'br' : 'gzip');
    expect(negotiateContentCoding(`${'x'.repeat(300)}, gzip`)).toBe('gzip');
    expect(negotiateContentCoding('gzip, br;q=0.9')).toBe('gzip');
    expect(negotiateContentCoding('gzip;q=0, br;q=0.9')).toBe('br');
  });
});
