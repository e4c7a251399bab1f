import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { versionedFormInputSchemas, versionedFormSchema, type VersionedFormKind } from '@sprout/contracts/activity';
import { confirmAction, nameOf } from '../../../components/leave-guard/confirm-action.ts';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import type { FieldContext } from '../activity/field-parts.tsx';
import { blankOf } from '../activity/schema-values.ts';
import { setAt } from '../activity/tree.ts';
import { useFormVersions, usePublishVersionedForm, useSaveVersionedForm } from '../api/versioned-forms.ts';
import type { FieldErrors } from '../components/fields.tsx';
import { FormPreview } from '../components/form-preview.tsx';
import { RecordState } from '../components/load-state.tsx';
import { SchemaForm } from '../components/schema-form.tsx';
import { VersionList } from '../components/version-list.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { focusFirstError, serverFieldErrors, validate } from '../utils/field-errors.ts';
import { bodyOfForm, CODE_PATTERN, formKindOf, valuesOfVersion } from '../utils/versioned-forms.ts';

type Values = Record<string, unknown>;

/** Where a parent takes it, for "open as a parent". */
const publicPath = (kind: VersionedFormKind, code: string) =>
  kind === 'survey' ? `/diseaseSurvey/${code}` : `/questionnaires/take?code=${code}`;

function Editor({ kind, code: given }: { kind: VersionedFormKind; code: string | null }) {
  const { t, i18n } = useTranslation('editorForms');
  const { t: te } = useTranslation('editor');
  const navigate = useNavigate();
  const versions = useFormVersions(kind, given);
  const save = useSaveVersionedForm(kind);
  const publish = usePublishVersionedForm(kind);
  const schema = versionedFormSchema(kind);
  const [values, setValues] = useState<Values>(() => blankOf(schema, () => 'q1') as Values);
  const [code, setCode] = useState(given ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty || (!given && code !== ''));
  const current = versions.data?.[0];
  useEffect(() => {
    if (current && !dirty) setValues(valuesOfVersion(current.data));
  }, [current, dirty]);

  let fresh = 0;
  const ctx: FieldContext = {
    errors,
    ns: 'editorForms',
    pairLanguages: true,
    freshName: () => `q${Date.now().toString(36)}${fresh++}`,
    onChange: (path, next) => {
      setValues((v) => setAt(v, path, next));
      setDirty(true);
    },
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(versionedFormInputSchemas[kind], bodyOfForm(kind, values), te);
    const codeError = !given && !CODE_PATTERN.test(code) ? t('edit.codeInvalid') : null;
    if (checked.errors || codeError) {
      setErrors({ ...(checked.errors ?? {}), ...(codeError ? { code: codeError } : {}) });
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(
      { code, created: !given, input: checked.data },
      {
        onSuccess: (saved) => {
          guard.release();
          setDirty(false);
          void showToast({ content: t('edit.saved', { version: saved.version }), icon: 'success' });
          if (!given) void navigate(`/admin/forms/${kind}/edit?code=${saved.code}`, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (!fields) return showApiError(error);
          // The create body names the code `diseaseCode` (surveys) or `code`: both land on the code field.
          const { diseaseCode, ...rest } = fields;
          setErrors(diseaseCode ? { ...rest, code: diseaseCode } : fields);
          focusFirstError();
        },
      },
    );
  };

  if (given && !versions.data) {
    return <RecordState query={versions} title={t('edit.editTitle', { kind: t(`kind.${kind}`) })} backTo={`/admin/forms/${kind}`} />;
  }
  const status = current ? (current.published ? t('list.published') : t('list.withdrawn')) : '';
  // A published form with a newer saved version: parents still get the published one until it is published.
  const live = current?.published ? current.publishedVersion : null;
  const draft = current && live !== null && live !== current.version ? { version: current.version, live } : null;
  const ask = async (published: boolean, version?: number) => {
    if (!current) return;
    const what = { kind: t(`kind.${kind}`), name: nameOf(current.data.title, i18n.language, current.code) };
    const question =
      draft && version
        ? {
            title: t('edit.confirmPublishDraftTitle'),
            content: t('edit.confirmPublishDraft', { ...what, ...draft }),
            confirmText: t('edit.publishVersion', { version: draft.version }),
          }
        : published
          ? { title: t('edit.confirmPublishTitle'), content: t('edit.confirmPublish', what), confirmText: t('edit.publish') }
          : { title: t('edit.confirmWithdrawTitle'), content: t('edit.confirmWithdraw', what), confirmText: t('edit.withdraw') };
    if (!(await confirmAction(question))) return;
    publish.mutate(
      { code: current.code, published, version: published ? current.version : undefined },
      {
        onSuccess: (r) =>
          void showToast({
            content: r.published ? t('edit.publishedVersionToast', { version: r.publishedVersion }) : t('edit.withdrawnToast'),
            icon: 'success',
          }),
      },
    );
  };
  const stateLine = !current
    ? ''
    : draft
      ? t('edit.draftState', draft)
      : t('edit.state', { version: current.published ? (current.publishedVersion ?? current.version) : current.version, status });
  return (
    <WorkspaceLayout
      title={given ? t('edit.editTitle', { kind: t(`kind.${kind}`) }) : t('edit.newTitle', { kind: t(`kind.${kind}`) })}
      subtitle={current ? `${stateLine} · ${t('edit.liveHint')}` : t('edit.liveHint')}
      actions={
        <>
          <Link to={`/admin/forms/${kind}`}>{t('edit.backToList')}</Link>
          {draft ? (
            <button
              type="button"
              className="button button--primary"
              disabled={publish.isPending || dirty}
              title={dirty ? t('edit.saveFirst') : undefined}
              data-testid="publish-draft"
              onClick={() => void ask(true, draft.version)}
            >
              {t('edit.publishVersion', { version: draft.version })}
            </button>
          ) : null}
          {current ? (
            <button
              type="button"
              className={current.published ? 'button' : 'button button--primary'}
              disabled={publish.isPending || dirty}
              title={dirty ? t('edit.saveFirst') : undefined}
              data-testid="publish-toggle"
              onClick={() => void ask(!current.published)}
            >
              {current.published ? t('edit.withdraw') : t('edit.publish')}
            </button>
          ) : null}
          {current?.published ? (
            <a href={publicPath(kind, current.code)} target="_blank" rel="noreferrer">
              {t('edit.openPublic')}
            </a>
          ) : null}
        </>
      }
    >
      <SchemaForm
        testId="form-editor"
        schema={schema}
        values={values}
        ctx={ctx}
        errors={errors}
        onSubmit={onSubmit}
        code={given ? null : { label: t('edit.code'), hint: t('edit.codeHint'), value: code, onChange: setCode }}
        texts={{ fixErrors: te('fixErrors'), submit: given ? t('edit.save') : t('edit.create'), unsaved: t('edit.unsaved') }}
        saving={save.isPending}
        dirty={dirty}
        aside={
          <>
            <FormPreview values={values} />
            {given ? (
              <VersionList
                versions={(versions.data ?? []).map((v) => ({ version: v.version, by: v.createdByName, at: v.createdAt, data: v.data }))}
                onRestore={(n) => {
                  const found = versions.data?.find((v) => v.version === n);
                  if (!found) return;
                  setValues(valuesOfVersion(found.data));
                  setDirty(true);
                  void showToast({ content: t('edit.restored', { version: n }) });
                }}
              />
            ) : null}
          </>
        }
      />
    </WorkspaceLayout>
  );
}

/** /admin/forms/{survey|questionnaire}/edit[?code=]: one editor for disease surveys and questionnaires. */
export default function FormEditPage() {
  const { t } = useTranslation('editorForms');
  const kind = formKindOf(useParams().kind);
  const [params] = useSearchParams();
  const code = params.get('code');
  if (!kind) return <WorkspaceLayout title={t('list.empty')}>{null}</WorkspaceLayout>;
  return <Editor key={`${kind}:${code ?? 'new'}`} kind={kind} code={code} />;
}
