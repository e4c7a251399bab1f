import { describe, expect, it } from 'vitest';
import { textProblem, textSchema } from './common.ts';

describe('the one text schema', () => {
  const line = textSchema({ min: 1, max: 5 });
  const notes = textSchema({ max: 20, multiline: true });

  it('trims, then bounds the length', () => {
    expect(line.parse('  abc  ')).toBe('abc');
    expect(line.safeParse('   ').success).toBe(false);
    expect(line.safeParse('abcdef').success).toBe(false);
  });

  it('refuses unpaired surrogates but keeps pairs (emoji)', () => {
    expect(line.safeParse('x\udc00y').error?.issues[0]?.message).toBe('validation.unicode');
    expect(line.safeParse('\udfff\ud800').error?.issues[0]?.message).toBe('validation.unicode');
    expect(line.parse('😀')).toBe('😀');
  });

  it('refuses control characters, and newlines and tabs in one-line text only', () => {
    for (const bad of ['a\u0000', 'a\u001b', 'a\u007f', 'a\u0085', 'a\nb', 'a\tb']) {
      expect(line.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('validation.control');
    }
    expect(notes.parse(' one\r\ntwo\tthree ')).toBe('one\ntwo\tthree');
    expect(notes.safeParse('a\u0000b').success).toBe(false);
  });

  it('says what is wrong through textProblem, the rule the server applies to every string', () => {
    expect(textProblem('ok 王', false)).toBeNull();
    expect(textProblem('\ud800', true)).toBe('validation.unicode');
    expect(textProblem('a\rb', true)).toBeNull();
    expect(textProblem('a\rb', false)).toBe('validation.control');
  });

  it('allows tab, newline and carriage return in multi-line text, and every other control character nowhere', () => {
    for (const allowed of ['a\tb', 'a\nb', 'a\r\nb', 'a\r\rb']) expect(textProblem(allowed, true)).toBeNull();
    for (const code of [0, 8, 0x0b, 0x0c, 0x0e, 0x1f, 0x7f, 0x9f]) {
      expect(textProblem(`a${String.fromCharCode(code)}b`, true)).toBe('validation.control');
      expect(textProblem(`a${String.fromCharCode(code)}b`, false)).toBe('validation.control');
    }
  });
});
