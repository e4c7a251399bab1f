import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { FieldError, GrowthSaveBody } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { newIdempotencyKey } from '../../../lib/request/index.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/request/index.ts';
import { flaggedIndicators } from '../api/check-growth-record.ts';
import { useDeleteGrowthRecord } from '../api/delete-growth-record.ts';
import { useEditGrowthRecord } from '../api/edit-growth-record.ts';
import { useGrowthRecord } from '../api/get-growth-record.ts';
import { useGrowthInit } from '../api/init-growth.ts';
import { growthKeys } from '../api/keys.ts';
import { useSaveGrowthRecord } from '../api/save-growth-record.ts';
import styles from '../components/growth.module.css';
import { RecordForm } from '../components/record-form.tsx';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useScrollTop } from '../hooks/use-scroll-top.ts';
import { OfflineSaved } from '../offline/offline-saved.tsx';
import { queueOffline } from '../offline/queue-offline.ts';
import { GROWTH_PAGES, withQuery } from '../utils/links.ts';
import { formValuesOf } from '../utils/record-form.ts';

const HTTP_CONFLICT = 409;
const HTTP_BAD_REQUEST = 400;

/** antd-mobile's Dialog (and its animation library) only when a question is asked, not in the form's first screen. */
async function confirm(props: Parameters<(typeof import('../components/antd-dialog.ts'))['Dialog']['confirm']>[0]): Promise<boolean> {
  const { Dialog } = await import('../components/antd-dialog.ts');
  return Dialog.confirm(props);
}

/**
 * /growth/patient/addGrowthRecord/addGrowthRecord?growthId&familyMemberId[&recordId]: adds a record, or edits
 * one. A date that already has a record asks whether to replace it (replaceFlag); delete asks first.
 */
export default function AddRecordPage() {
  const { t, i18n } = useTranslation('growth');
  const { t: tb } = useTranslation('beyond');
  useScrollTop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId');
  const patientId = params.get('patientId');
  const recordId = params.get('recordId');
  const init = useGrowthInit({ familyMemberId, patientId }, Boolean(familyMemberId || patientId));
  const remove = useDeleteGrowthRecord();
  // Once deleted, the record is never asked for again: the answer would be a 404 over "删除成功".
  const record = useGrowthRecord(remove.isIdle ? recordId : null);
  useGrowthErrorToast(init.error ?? record.error);
  const save = useSaveGrowthRecord();
  const edit = useEditGrowthRecord();
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [checking, setChecking] = useState(false);
  // A record kept on the phone while this screen cannot hand over to the growth screen (below).
  const [savedOffline, setSavedOffline] = useState<{ key: string; recordDate: string } | null>(null);
  const queryClient = useQueryClient();
  const today = localIsoDate();

  const info = init.data;
  const growthId = params.get('growthId') ?? info?.growthId ?? null;
  const hasTarget = Boolean(familyMemberId || patientId);
  const offlineWithTarget =
    init.isError && isApiError(init.error) && init.error.code === NETWORK_ERROR_CODE && Boolean(params.get('growthId'));
  if (init.isError && !offlineWithTarget)
    return <LoadFailed title={t('loadFailed')} error={init.error} onRetry={() => void init.refetch()} testId="growth-error" />;
  // Without a member the init call never starts (isPending for ever): that is "missing", not "loading".
  if (!growthId && (!hasTarget || !init.isPending)) return <StatusScreen title={t('missingTarget')} testId="growth-missing" />;
  if ((recordId && record.isPending) || (hasTarget && init.isPending)) return <PageLoading />;
  if (recordId && record.isError) return <StatusScreen title={t('form.notFound')} testId="record-missing" />;

  const detailPath = withQuery(GROWTH_PAGES.patientDetail, { familyMemberId: info?.familyMemberId ?? familyMemberId });
  const back = () => void navigate(detailPath, { replace: true });
  /**
   * After a record was kept offline: back to the growth screen when it was shown in this visit (its code and its
   * chart's data are in memory, so it opens without a network); otherwise (this screen was opened on its own, a
   * link or a bookmark) the screen says here that the record is saved and waiting (issue 31 item 3), where the
   * growth screen would meet "page failed to load".
   */
  const afterQueued = (key: string, recordDate: string) => {
    const growthScreenShown = growthId !== null && queryClient.getQueryData(growthKeys.curve('patient', growthId)) !== undefined;
    if (growthScreenShown) back();
    else setSavedOffline({ key, recordDate });
  };

  const send = (body: Omit<GrowthSaveBody, 'growthId'>, replaceFlag: boolean) => {
    const full = { ...body, growthId: growthId!, ...(replaceFlag ? { replaceFlag: true } : {}) };
    const idempotencyKey = newIdempotencyKey();
    // No network (issue 18): a new record waits on the phone, with this tap's key, and goes when it is back.
    const queue = () =>
      queueOffline({
        key: idempotencyKey,
        familyMemberId: info?.familyMemberId ?? familyMemberId ?? '',
        body: full,
        queuedAt: new Date().toISOString(),
      }).then(() => afterQueued(idempotencyKey, body.recordDate));
    if (!recordId && !navigator.onLine) {
      void queue();
      return;
    }
    const request = recordId ? edit.mutateAsync({ ...full, recordId }) : save.mutateAsync({ body: full, idempotencyKey });
    // Spec §8: a failed add or modify only rejects; the page reacts to what it can act on.
    request.then(back, (error: unknown) => {
      if (!isApiError(error)) return;
      if (!recordId && error.code === NETWORK_ERROR_CODE) {
        void queue();
        return;
      }
      if (error.status === HTTP_CONFLICT && !replaceFlag) {
        void confirm({
          title: t('form.replaceTitle'),
          content: t('form.replaceContent', { date: formatDate(body.recordDate, i18n.language) }),
          confirmText: t('form.replaceConfirm'),
          cancelText: t('form.cancel'),
        }).then((confirmed) => {
          if (confirmed) send(body, true);
        });
      } else if (error.status === HTTP_BAD_REQUEST) {
        setServerErrors(error.errors);
      }
    });
  };

  /** A value WHO would flag (|z| beyond 5 or 6) is possible: the parent confirms it, it is never refused. */
  const submit = async (body: Omit<GrowthSaveBody, 'growthId'>) => {
    setChecking(true);
    // Offline the check cannot run: the record is queued unchecked, as the server never refuses a flagged value.
    const { flagged, recheck } = navigator.onLine
      ? await flaggedIndicators({ ...body, growthId: growthId! })
      : { flagged: [], recheck: [] };
    setChecking(false);
    if (recheck.length > 0 && flagged.length === 0) {
      // Issue 17: a value far off the child's own line since the last record. Asked, never refused.
      const lines = recheck.map((r) =>
        r.kind === 'shrink'
          ? tb('recheck.shrink', { cm: Math.abs(r.cmChange ?? 0).toFixed(1), date: formatDate(r.previousDate, i18n.language) })
          : tb('recheck.zJump', {
              indicator: t(`indicator.${r.indicator}`),
              date: formatDate(r.previousDate, i18n.language),
              change: (r.zChange ?? 0).toFixed(2),
            }),
      );
      const confirmed = await confirm({
        title: tb('recheck.title'),
        content: (
          <div data-testid="recheck-content">
            {[...lines, tb('recheck.ask')].map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ),
        confirmText: t('form.unusualConfirm'),
        cancelText: t('form.unusualCancel'),
      });
      if (!confirmed) return;
    }
    if (flagged.length > 0) {
      const confirmed = await confirm({
        title: t('form.unusualTitle'),
        content: t('form.unusualContent', {
          indicators: flagged.map((indicator) => t(`indicator.${indicator}`)).join(t('form.listSeparator')),
        }),
        confirmText: t('form.unusualConfirm'),
        cancelText: t('form.unusualCancel'),
      });
      if (!confirmed) return;
    }
    send(body, false);
  };

  const onDelete = () => {
    if (!recordId || !record.data) return;
    void confirm({
      title: t('form.deleteTitle'),
      content: t('form.deleteContent', { date: formatDate(record.data.recordDate, i18n.language) }),
      confirmText: <span style={{ color: 'var(--color-danger)' }}>{t('form.deleteConfirm')}</span>,
      cancelText: t('form.cancel'),
    }).then((confirmed) => {
      if (confirmed) remove.mutate(recordId, { onSuccess: back });
    });
  };

  if (savedOffline) {
    return (
      <main className={styles.page} data-testid="add-record-page">
        <OfflineSaved entryKey={savedOffline.key} recordDate={savedOffline.recordDate} detailPath={detailPath} />
      </main>
    );
  }

  return (
    <main className={styles.page} data-testid="add-record-page">
      <section className={styles.card}>
        <h1 className={styles.cardTitle}>{recordId ? t('form.editTitle') : t('form.addTitle')}</h1>
        {info ? <p className={styles.hint}>{info.name}</p> : null}
        <RecordForm
          key={record.data?.recordId ?? 'new'}
          initial={formValuesOf(record.data ?? null, today)}
          birthDate={info?.birthDate ?? null}
          today={today}
          saving={checking || save.isPending || edit.isPending}
          serverErrors={serverErrors}
          onSubmit={(body) => void submit(body)}
        />
      </section>
      {recordId ? (
        <button type="button" className={styles.dangerButton} onClick={onDelete} disabled={remove.isPending} data-testid="record-delete">
          {t('form.delete')}
        </button>
      ) : null}
    </main>
  );
}
