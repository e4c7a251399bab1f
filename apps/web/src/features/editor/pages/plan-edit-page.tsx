import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { planCodeSchema, planInputSchema, type Plan, type PlanInput } from '@sprout/contracts';
import { jsonFormSchema } from '@sprout/contracts/activity';
import { confirmAction, nameOf } from '../../../components/leave-guard/confirm-action.ts';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import type { FieldContext } from '../activity/field-parts.tsx';
import { setAt } from '../activity/tree.ts';
import { usePlanVersions, usePublishPlan, useSavePlan } from '../api/plans.ts';
import type { FieldErrors } from '../components/fields.tsx';
import { RecordState } from '../components/load-state.tsx';
import { PhoneFrames } from '../components/phone-preview.tsx';
import { SchemaForm } from '../components/schema-form.tsx';
import { VersionList } from '../components/version-list.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { focusFirstError, serverFieldErrors, validate } from '../utils/field-errors.ts';
import { blankPlan, bodyOfPlan, planInLanguage, valuesOfPlan } from '../utils/plans.ts';

type Values = Record<string, unknown>;

/** The plan form, drawn from the schema the server checks a save with. Built on first use. */
let planFormSchema: ReturnType<typeof jsonFormSchema> | undefined;

interface Props {
  /** How a parent's membership page draws a plan (app/ passes the membership feature's card). */
  PlanPreview: (props: { plan: Plan }) => ReactNode;
}

function Editor({ planId, PlanPreview }: Props & { planId: string | null }) {
  const { t, i18n } = useTranslation('editor');
  const navigate = useNavigate();
  const versions = usePlanVersions(planId);
  const save = useSavePlan();
  const publish = usePublishPlan();
  const schema = (planFormSchema ??= jsonFormSchema(planInputSchema));
  const [values, setValues] = useState<Values>(blankPlan);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty || (!planId && code !== ''));
  const current = versions.data?.[0];
  useEffect(() => {
    if (current && !dirty) {
      setValues(valuesOfPlan(current.plan));
      setCode(current.code);
    }
  }, [current, dirty]);

  let fresh = 0;
  const ctx: FieldContext = {
    errors,
    ns: 'editorForms',
    pairLanguages: true,
    freshName: () => `benefit${fresh++}`,
    onChange: (path, next) => {
      setValues((v) => setAt(v, path, next));
      setDirty(true);
    },
  };

  const publishVersion = (id: string, version: number, message?: string) =>
    publish.mutate(
      { planId: id, version },
      { onSuccess: () => void showToast({ content: message ?? t('plans.publishedToast', { version }), icon: 'success' }) },
    );

  /** Saves a version (a draft); `thenPublish` puts it live at once, for the on-sale switch the editor confirmed. */
  const saveAs = (plan: PlanInput, message: string, thenPublish = false) =>
    save.mutate(
      { planId, code, plan },
      {
        onSuccess: (saved) => {
          guard.release();
          setDirty(false);
          if (thenPublish) publishVersion(saved.planId, saved.version, message);
          else void showToast({ content: message || t('plans.saved', { version: saved.version }), icon: 'success' });
          if (!planId) void navigate(`/admin/plans/edit?id=${saved.planId}`, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (!fields) return showApiError(error);
          // The create body nests the plan under `plan`: its errors land on the same fields as an edit's.
          setErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^plan\./, ''), message])));
          focusFirstError();
        },
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(planInputSchema, bodyOfPlan(values), t);
    const codeError = !planId && !planCodeSchema.safeParse(code).success ? t('plans.codeHint') : null;
    if (checked.errors || codeError) {
      setErrors({ ...(checked.errors ?? {}), ...(codeError ? { code: codeError } : {}) });
      focusFirstError();
      return;
    }
    setErrors({});
    saveAs(checked.data, '');
  };

  const previews = useMemo(
    () => ({ 'zh-CN': planInLanguage(values, code, 'zh-CN'), 'en-US': planInLanguage(values, code, 'en-US') }),
    [values, code],
  );
  if (planId && !versions.data) return <RecordState query={versions} title={t('plans.editTitle', { code: '' })} backTo="/admin/plans" />;
  // A saved version newer than the published one is a draft: parents see and order the published one until then.
  const draft =
    current && current.publishedVersion !== current.version ? { version: current.version, live: current.publishedVersion } : null;
  const askPublish = async () => {
    if (!current || !draft) return;
    const name = nameOf(current.plan.name, i18n.language, current.code);
    const what =
      draft.live === null
        ? t('plans.confirmPublishFirst', { name, version: draft.version })
        : t('plans.confirmPublish', { name, ...draft });
    const sale = current.plan.active ? t('plans.publishOnSale') : t('plans.publishOffSale');
    const yes = await confirmAction({
      title: t('plans.confirmPublishTitle'),
      content: `${what} ${sale}`,
      confirmText: t('plans.publishVersion', { version: draft.version }),
    });
    if (yes) publishVersion(current.planId, draft.version);
  };
  const status = current?.plan.active ? t('plans.active') : t('plans.inactive');
  const stateLine = !current
    ? t('plans.subtitle')
    : !draft
      ? t('content.state', { version: current.version, status })
      : draft.live === null
        ? t('plans.neverPublished', { version: draft.version })
        : t('plans.draftState', { version: draft.version, live: draft.live });
  const busy = save.isPending || publish.isPending;
  return (
    <WorkspaceLayout
      title={planId ? t('plans.editTitle', { code: current?.code ?? '' }) : t('plans.newTitle')}
      subtitle={current ? `${stateLine} · ${t('plans.draftHint')}` : stateLine}
      actions={
        <>
          <Link to="/admin/plans">{t('actions.backToList')}</Link>
          {draft ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy || dirty}
              title={dirty ? t('plans.saveFirst') : undefined}
              data-testid="publish-draft"
              onClick={() => void askPublish()}
            >
              {t('plans.publishVersion', { version: draft.version })}
            </button>
          ) : null}
          {current && (!draft || draft.live === null) ? (
            <button
              type="button"
              className={current.plan.active ? 'button' : 'button button--primary'}
              disabled={busy || dirty}
              title={dirty ? t('plans.saveFirst') : undefined}
              data-testid="offer-toggle"
              onClick={async () => {
                const name = nameOf(current.plan.name, i18n.language, current.code);
                const yes = await confirmAction(
                  current.plan.active
                    ? {
                        title: t('plans.confirmWithdrawTitle'),
                        content: t('plans.confirmWithdraw', { name }),
                        confirmText: t('plans.withdraw'),
                      }
                    : { title: t('plans.confirmOfferTitle'), content: t('plans.confirmOffer', { name }), confirmText: t('plans.offer') },
                );
                if (!yes) return;
                saveAs(
                  { ...current.plan, active: !current.plan.active },
                  current.plan.active ? t('plans.withdrawnToast') : t('plans.offeredToast'),
                  true,
                );
              }}
            >
              {current.plan.active ? t('plans.withdraw') : t('plans.offer')}
            </button>
          ) : null}
        </>
      }
    >
      <SchemaForm
        testId="plan-form"
        schema={schema}
        values={values}
        ctx={ctx}
        errors={errors}
        onSubmit={onSubmit}
        code={planId ? null : { label: t('plans.code'), hint: t('plans.codeHint'), value: code, onChange: setCode }}
        texts={{ fixErrors: t('fixErrors'), submit: planId ? t('plans.save') : t('plans.create'), unsaved: t('content.unsaved') }}
        saving={save.isPending}
        dirty={dirty}
        aside={
          <>
            <PhoneFrames>{(lang) => <PlanPreview plan={previews[lang]} />}</PhoneFrames>
            {planId ? (
              <VersionList
                versions={(versions.data ?? []).map((v) => ({ version: v.version, by: v.createdByName, at: v.createdAt, data: v.plan }))}
                onRestore={(n) => {
                  const found = versions.data?.find((v) => v.version === n);
                  if (!found) return;
                  setValues(valuesOfPlan(found.plan));
                  setDirty(true);
                  void showToast({ content: t('content.restored', { version: n }) });
                }}
              />
            ) : null}
          </>
        }
      />
    </WorkspaceLayout>
  );
}

/** /admin/plans/edit[?id=]: a membership plan's editor, with the parents' plan card as its preview in both languages. */
export function PlanEditPage({ PlanPreview }: Props) {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Editor key={id ?? 'new'} planId={id} PlanPreview={PlanPreview} />;
}
