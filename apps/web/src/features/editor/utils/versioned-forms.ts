import type { QuestionnaireVersion, SurveyVersion } from '@sprout/contracts';
import { VERSIONED_FORM_KINDS, type VersionedFormKind } from '@sprout/contracts/activity';

/** A saved version of a survey or a questionnaire as the workspace shows it. */
export interface FormVersion {
  code: string;
  version: number;
  createdAt: string;
  createdByName: string | null;
  /** False once an editor withdrew it: parents no longer see it. */
  published: boolean;
  /** The version parents get; a newer one is a draft until published. Null: never published. */
  publishedVersion: number | null;
  /** What the editor wrote (the edit call's body): title, intro, questions, and a questionnaire's levels and reward. */
  data: Record<string, unknown>;
}

export function toFormVersion(row: SurveyVersion | QuestionnaireVersion): FormVersion {
  const { versionId: _id, version, createdAt, createdBy: _by, createdByName, published, publishedVersion, ...rest } = row;
  const { diseaseCode, code, ...data } = rest as typeof rest & { diseaseCode?: string; code?: string };
  return { code: diseaseCode ?? code ?? '', version, createdAt, createdByName, published, publishedVersion, data };
}

/** The kind a route names, or null for an unknown one. */
export const formKindOf = (raw: string | undefined): VersionedFormKind | null => VERSIONED_FORM_KINDS.find((k) => k === raw) ?? null;

/** A code as the server takes it: lower-case letters, digits and hyphens, starting with a letter. */
export const CODE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

/** A questionnaire without a reward sends `reward: null`; the form leaves the field out until one is added. */
export function bodyOfForm(kind: VersionedFormKind, values: Record<string, unknown>): Record<string, unknown> {
  return kind === 'questionnaire' ? { ...values, reward: values.reward ?? null } : values;
}

/** A stored version as form values: a null reward is no reward field. */
export function valuesOfVersion(data: Record<string, unknown>): Record<string, unknown> {
  const values = structuredClone(data);
  if (values.reward === null) delete values.reward;
  return values;
}

/** Does a form match a search (its code or its title in either language)? */
export function matchesSearch(form: FormVersion, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const title = (form.data.title ?? {}) as Record<string, string>;
  return [form.code, title['zh-CN'] ?? '', title['en-US'] ?? ''].some((text) => text.toLowerCase().includes(needle));
}

const isPair = (value: object): value is Record<'zh-CN' | 'en-US', unknown> => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('zh-CN') && keys.includes('en-US');
};

/**
 * A draft in one language, the way the server localizes a version for a parent: every { zh-CN, en-US } text
 * becomes its text in `lang`, at any depth. Lenient: a half-written draft still previews.
 */
export function inLanguage(value: unknown, lang: 'zh-CN' | 'en-US'): unknown {
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, lang));
  if (value === null || typeof value !== 'object') return value;
  if (isPair(value)) return String(value[lang] ?? '');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLanguage(v, lang)]));
}

/** A draft's questions as a parent receives them: localized, options without their points, never malformed. */
export function previewQuestions(
  questions: unknown,
  lang: 'zh-CN' | 'en-US',
): Array<Record<string, unknown> & { id: string; type: string }> {
  if (!Array.isArray(questions)) return [];
  return (inLanguage(questions, lang) as Array<Record<string, unknown>>).map((q, index) => {
    const options = Array.isArray(q.options)
      ? (q.options as Array<Record<string, unknown>>).map((o, i) => ({
          value: String(o.value || `option-${i}`),
          label: String(o.label ?? ''),
        }))
      : [];
    return { ...q, id: String(q.id || `question-${index}`), type: String(q.type ?? 'single'), label: String(q.label ?? ''), options };
  });
}
