import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ADVICE_TEXT_PLACEHOLDERS, type AdviceTextKey } from '@sprout/contracts';
import { confirmAction, nameOf } from '../../../components/leave-guard/confirm-action.ts';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { EditorShell } from '../../../components/ui/editor-shell.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import { useAdviceTexts } from '../api/get-advice-texts.ts';
import { useContentItem } from '../api/get-content-item.ts';
import { usePublishContent } from '../api/publish-content.ts';
import { useSaveContent } from '../api/save-content.ts';
import { ContentFields } from '../components/content-fields.tsx';
import styles from '../components/editor.module.css';
import type { FieldErrors } from '../components/fields.tsx';
import { RecordState } from '../components/load-state.tsx';
import { PhonePreview } from '../components/phone-preview.tsx';
import { VersionHistory } from '../components/version-history.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { blankForm, bodyFromForm, formFromData, KINDS, listPathOf, type FormValues, type KindSpec } from '../utils/content-kinds.ts';
import { focusFirstError, serverFieldErrors, validate } from '../utils/field-errors.ts';

/** The `{names}` an advice's wording may use: the values its rule fills in. */
function PlaceholderHint({ textKey }: { textKey: string }) {
  const { t } = useTranslation('editor');
  const names: readonly string[] = ADVICE_TEXT_PLACEHOLDERS[textKey as AdviceTextKey] ?? [];
  return (
    <p className={styles.muted} data-testid="placeholder-hint">
      {names.length ? t('adviceTexts.placeholderHint', { names: names.map((n) => `{${n}}`).join(' ') }) : t('adviceTexts.noPlaceholders')}
    </p>
  );
}

/**
 * A new advice wording starts from the wording parents get now (the clinic's default) for the key the list
 * opened it with (?key=), so an editor rewords rather than writes from nothing.
 */
function useAdviceStart(spec: KindSpec, id: string | null, key: string | null, apply: (values: FormValues) => void) {
  const starting = spec.kind === 'advice' && !id;
  const texts = useAdviceTexts({ enabled: starting });
  const wanted = starting ? texts.data?.find((entry) => entry.key === key) : undefined;
  useEffect(() => {
    if (wanted) apply({ key: wanted.key, title: wanted.defaultText.title, text: wanted.defaultText.text });
  }, [wanted, apply]);
}

function Editor({ spec, id, startKey }: { spec: KindSpec; id: string | null; startKey: string | null }) {
  const { t, i18n } = useTranslation('editor');
  const navigate = useNavigate();
  const item = useContentItem(spec.kind, id);
  const save = useSaveContent(spec.kind);
  const publish = usePublishContent(spec.kind);
  const [values, setValues] = useState<FormValues>(() => blankForm(spec));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);
  useEffect(() => {
    if (item.data && !dirty) setValues(formFromData(spec, item.data.data, item.data));
  }, [item.data, spec, dirty]);

  useAdviceStart(spec, id, startKey, setValues);

  const onChange = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(spec.schema, bodyFromForm(spec, values), t);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(
      { id, input: checked.data },
      {
        onSuccess: (saved) => {
          guard.release();
          setDirty(false);
          void showToast({ content: t('content.savedVersion', { version: saved.version }), icon: 'success' });
          if (!id) void navigate(`/admin/content/${spec.kind}/edit?id=${saved.id}`, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) {
            setErrors(fields);
            focusFirstError();
          } else showApiError(error);
        },
      },
    );
  };

  const kindName = t(`content.kinds.${spec.kind}`);
  if (id && !item.data) return <RecordState query={item} title={t('content.editTitle', { kind: kindName })} backTo={listPathOf(spec)} />;
  const current = item.data;
  return (
    <WorkspaceLayout
      title={id ? t('content.editTitle', { kind: kindName }) : t('content.newTitle', { kind: kindName })}
      subtitle={
        current
          ? t('content.state', { version: current.version, status: current.published ? t('content.published') : t('content.draft') })
          : undefined
      }
      actions={
        <>
          <Link to={listPathOf(spec)}>{t('actions.backToList')}</Link>
          {current ? (
            <button
              type="button"
              className={current.published ? 'button' : 'button button--primary'}
              disabled={publish.isPending || dirty}
              title={dirty ? t('content.saveFirst') : undefined}
              onClick={async () => {
                const name = nameOf(current.data.title ?? current.data.name, i18n.language, current.key ?? '');
                const yes = await confirmAction(
                  current.published
                    ? {
                        title: t('content.confirmUnpublishTitle'),
                        content: t('content.confirmUnpublish', { name }),
                        confirmText: t('content.unpublish'),
                      }
                    : {
                        title: t('content.confirmPublishTitle'),
                        content: t('content.confirmPublish', { name }),
                        confirmText: t('content.publish'),
                      },
                );
                if (!yes) return;
                publish.mutate(
                  { itemId: current.id, published: !current.published },
                  {
                    onSuccess: (r) =>
                      void showToast({
                        content: r.published ? t('content.publishedToast') : t('content.unpublishedToast'),
                        icon: 'success',
                      }),
                  },
                );
              }}
              data-testid="publish-toggle"
            >
              {current.published ? t('content.unpublish') : t('content.publish')}
            </button>
          ) : null}
          {current?.published && spec.publicPath ? (
            <a href={spec.publicPath(current)} target="_blank" rel="noreferrer">
              {t('content.openPublic')}
            </a>
          ) : null}
        </>
      }
    >
      <EditorShell
        testId="content-form"
        onSubmit={onSubmit}
        hasErrors={Object.keys(errors).length > 0}
        texts={{ fixErrors: t('fixErrors'), submit: id ? t('content.saveVersion') : t('content.create'), unsaved: t('content.unsaved') }}
        saving={save.isPending}
        dirty={dirty}
        aside={
          <>
            <PhonePreview fields={spec.fields} values={values} />
            {id ? (
              <VersionHistory
                kind={spec.kind}
                itemId={id}
                onRestore={(version) => {
                  setValues(formFromData(spec, version.data, current));
                  setDirty(true);
                  void showToast({ content: t('content.restored', { version: version.version }) });
                }}
              />
            ) : null}
          </>
        }
      >
        <ContentFields fields={spec.fields} values={values} onChange={onChange} errors={errors} existing={Boolean(id || startKey)} />
        {spec.kind === 'advice' ? <PlaceholderHint textKey={String(values.key ?? '')} /> : null}
      </EditorShell>
    </WorkspaceLayout>
  );
}

/** /admin/content/{kind}/edit[?id=]: the one editor of every content kind. */
export default function ContentEditPage() {
  const { t } = useTranslation('editor');
  const spec = KINDS[useParams().kind as keyof typeof KINDS];
  const [params] = useSearchParams();
  const id = params.get('id');
  const startKey = params.get('key');
  if (!spec) return <WorkspaceLayout title={t('content.unknownKind')}>{null}</WorkspaceLayout>;
  return <Editor key={`${spec.kind}:${id ?? `new:${startKey ?? ''}`}`} spec={spec} id={id} startKey={startKey} />;
}
