import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuestionnaireCreate,
  QuestionnaireInput,
  QuestionnaireVersion,
  SurveyCreate,
  SurveyInput,
  SurveyVersion,
} from '@sprout/contracts';
import type { VersionedFormKind } from '@sprout/contracts/activity';
import { questionnaireRoutes, surveyRoutes } from '@sprout/contracts/light';
import { callApi } from '../../../lib/request/index.ts';
import { toFormVersion, type FormVersion } from '../utils/versioned-forms.ts';
import { editorKeys } from './keys.ts';

/**
 * The editors' calls of surveys and questionnaires (list at the current version, every version, create, edit as a
 * new version), one shape for both: a version's code, number, who and when, and what the editor wrote.
 */
async function list(kind: VersionedFormKind, signal?: AbortSignal): Promise<FormVersion[]> {
  const rows: Array<SurveyVersion | QuestionnaireVersion> =
    kind === 'survey' ? await callApi(surveyRoutes.adminList, { signal }) : await callApi(questionnaireRoutes.adminList, { signal });
  return rows.map(toFormVersion);
}

async function versions(kind: VersionedFormKind, code: string, signal?: AbortSignal): Promise<FormVersion[]> {
  const rows: Array<SurveyVersion | QuestionnaireVersion> =
    kind === 'survey'
      ? await callApi(surveyRoutes.adminVersions, { params: { diseaseCode: code }, signal })
      : await callApi(questionnaireRoutes.adminVersions, { params: { code }, signal });
  return rows.map(toFormVersion);
}

/**
 * A new form (version 1) when `created` is true, else a new version of `code`. The body passed the kind's own
 * schema in the form (utils/versioned-forms.ts), which is the schema of these calls' bodies.
 */
async function save(kind: VersionedFormKind, code: string, created: boolean, input: unknown): Promise<FormVersion> {
  if (kind === 'survey') {
    const saved = created
      ? await callApi(surveyRoutes.adminCreate, { body: { ...(input as SurveyInput), diseaseCode: code } satisfies SurveyCreate })
      : await callApi(surveyRoutes.adminUpdate, { params: { diseaseCode: code }, body: input as SurveyInput });
    return toFormVersion(saved);
  }
  const saved = created
    ? await callApi(questionnaireRoutes.adminCreate, { body: { ...(input as QuestionnaireInput), code } satisfies QuestionnaireCreate })
    : await callApi(questionnaireRoutes.adminUpdate, { params: { code }, body: input as QuestionnaireInput });
  return toFormVersion(saved);
}

const listOptions = (kind: VersionedFormKind) =>
  queryOptions({ queryKey: [...editorKeys.content(kind), 'list'], queryFn: ({ signal }) => list(kind, signal) });

export function useVersionedForms(kind: VersionedFormKind) {
  return useQuery(listOptions(kind));
}

export function useFormVersions(kind: VersionedFormKind, code: string | null) {
  return useQuery({
    queryKey: editorKeys.versions(kind, code ?? ''),
    queryFn: ({ signal }) => versions(kind, code ?? '', signal),
    enabled: Boolean(code),
    meta: { pageShowsNotFound: true },
  });
}

export function useSaveVersionedForm(kind: VersionedFormKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { code: string; created: boolean; input: unknown }) => save(kind, args.code, args.created, args.input),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.content(kind) }),
  });
}

async function setPublished(kind: VersionedFormKind, code: string, published: boolean, version?: number): Promise<FormVersion> {
  const body = version === undefined ? { published } : { published, version };
  const saved =
    kind === 'survey'
      ? await callApi(surveyRoutes.adminPublish, { params: { diseaseCode: code }, body })
      : await callApi(questionnaireRoutes.adminPublish, { params: { code }, body });
  return toFormVersion(saved);
}

/** Publishes a form at a version (the one the editor was shown), or withdraws it from parents. */
export function usePublishVersionedForm(kind: VersionedFormKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { code: string; published: boolean; version?: number }) =>
      setPublished(kind, args.code, args.published, args.version),
    onSuccess: () => client.invalidateQueries({ queryKey: editorKeys.content(kind) }),
  });
}
