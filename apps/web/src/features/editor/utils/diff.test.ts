import { describe, expect, it } from 'vitest';
import { diffText, diffVersions, tokens } from './diff.ts';

describe('the diff between two versions', () => {
  it('splits English into words and Chinese into characters', () => {
    expect(tokens('Hello world')).toEqual(['Hello', ' ', 'world']);
    expect(tokens('孩子长高')).toEqual(['孩', '子', '长', '高']);
  });

  it('marks what was removed and what was added, keeping the rest', () => {
    expect(diffText('Sleep ten hours a night', 'Sleep nine hours a night')).toEqual([
      { kind: 'same', text: 'Sleep ' },
      { kind: 'del', text: 'ten' },
      { kind: 'add', text: 'nine' },
      { kind: 'same', text: ' hours a night' },
    ]);
    expect(diffText('每天户外两小时', '每天户外三小时')).toEqual([
      { kind: 'same', text: '每天户外' },
      { kind: 'del', text: '两' },
      { kind: 'add', text: '三' },
      { kind: 'same', text: '小时' },
    ]);
  });

  it('lists only the fields that changed, by the same paths the server names', () => {
    const before = { title: { 'zh-CN': '标题', 'en-US': 'Title' }, topic: 'eyes' };
    const after = { title: { 'zh-CN': '标题', 'en-US': 'New title' }, topic: 'eyes', coverImage: '/a.jpg' };
    expect(diffVersions(before, after).map((d) => d.path)).toEqual(['title.en-US', 'coverImage']);
    expect(diffVersions(after, after)).toEqual([]);
  });
});
