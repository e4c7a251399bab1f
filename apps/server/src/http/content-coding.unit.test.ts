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
});
