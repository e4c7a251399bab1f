import { describe, expect, test } from 'vitest';
import en from '../../../locales/en-US/editor.json';
import zh from '../../../locales/zh-CN/editor.json';
import { fileProblem, formatSize } from './media-file.ts';

describe('a file chosen for the media library', () => {
  test('is checked for type and size before it is sent', () => {
    expect(fileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: 9 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/svg+xml', size: 1000 })).toEqual({ key: 'media.wrongType' });
    expect(fileProblem({ type: '', size: 1000 })).toEqual({ key: 'media.wrongType' });
    expect(fileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toEqual({ key: 'media.tooLarge', max: 5 });
    expect(fileProblem({ type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({ key: 'media.tooLarge', max: 10 });
  });

  test('shows its size in KB or MB', () => {
    expect(formatSize(200)).toBe('1 KB');
    expect(formatSize(150 * 1024)).toBe('150 KB');
    expect(formatSize(Math.round(2.5 * 1024 * 1024))).toBe('2.5 MB');
  });

  test('has its errors in both languages, naming the limit', () => {
    expect(zh.media.tooLarge).toContain('{{max}}');
    expect(en.media.tooLarge).toContain('{{max}}');
    expect(Object.keys(zh.media).sort()).toEqual(Object.keys(en.media).sort());
  });
});
