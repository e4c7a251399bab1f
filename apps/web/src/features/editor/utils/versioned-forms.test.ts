import { describe, expect, it } from 'vitest';
import { bodyOfForm, formKindOf, inLanguage, matchesSearch, previewQuestions, toFormVersion, valuesOfVersion } from './versioned-forms.ts';

const lt = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

describe('versioned forms in the workspace', () => {
  it('reads a questionnaire version as its code, who, when, status and what the editor wrote', () => {
    const version = toFormVersion({
      code: 'sleep',
      versionId: 'v',
      version: 3,
      title: lt('睡眠', 'Sleep'),
      intro: lt('介绍', 'Intro'),
      questions: [],
      levels: [],
      reward: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      createdBy: 'id',
      createdByName: 'Editor Li',
      published: false,
      publishedVersion: 2,
    });
    expect(version).toEqual({
      code: 'sleep',
      version: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
      createdByName: 'Editor Li',
      published: false,
      publishedVersion: 2,
      data: { title: lt('睡眠', 'Sleep'), intro: lt('介绍', 'Intro'), questions: [], levels: [], reward: null },
    });
  });

  it('leaves a missing reward out of the form and sends it back as null for questionnaires only', () => {
    expect(valuesOfVersion({ reward: null, title: lt('a', 'b') })).toEqual({ title: lt('a', 'b') });
    expect(bodyOfForm('questionnaire', { title: 1 })).toEqual({ title: 1, reward: null });
    expect(bodyOfForm('survey', { title: 1 })).toEqual({ title: 1 });
  });

  it('finds a form by its code or its title in either language', () => {
    const form = toFormVersion({
      diseaseCode: 'myopia',
      versionId: 'v',
      version: 1,
      title: lt('近视随访', 'Myopia follow-up'),
      intro: lt('a', 'b'),
      questions: [],
      createdAt: '',
      createdBy: null,
      createdByName: null,
      published: true,
      publishedVersion: 1,
    });
    expect(form.code).toBe('myopia');
    expect(['', 'MYOP', '近视', 'follow'].map((q) => matchesSearch(form, q))).toEqual([true, true, true, true]);
    expect(matchesSearch(form, 'scoliosis')).toBe(false);
  });

  it('localizes a draft at any depth and previews half-written questions without failing', () => {
    expect(inLanguage({ a: [{ label: lt('甲', 'A') }], n: 2 }, 'en-US')).toEqual({ a: [{ label: 'A' }], n: 2 });
    const questions = previewQuestions(
      [{ type: 'single', label: lt('问', 'Q'), options: [{ value: '', label: lt('是', 'Yes'), points: 3 }] }, {}],
      'zh-CN',
    );
    expect(questions).toEqual([
      { id: 'question-0', type: 'single', label: '问', options: [{ value: 'option-0', label: '是' }] },
      { id: 'question-1', type: 'single', label: '', options: [] },
    ]);
    expect(previewQuestions(undefined, 'zh-CN')).toEqual([]);
  });

  it('knows the two kinds a route may name', () => {
    expect([formKindOf('survey'), formKindOf('questionnaire'), formKindOf('article'), formKindOf(undefined)]).toEqual([
      'survey',
      'questionnaire',
      null,
      null,
    ]);
  });
});
