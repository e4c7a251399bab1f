import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { VaccineCode } from '@sprout/clinical';
import type { PlannedDoseView, VaccinationSchedule } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { CardSection } from '../../../components/ui/card.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useRecordDose, useRemoveDose, useVaccinations } from '../api/vaccination-calls.ts';
import { DoseForm } from '../components/dose-form.tsx';
import { OptionalList } from '../components/optional-list.tsx';
import { ScheduleList } from '../components/schedule-list.tsx';
import { ScheduleSource } from '../components/schedule-source.tsx';
import { useDoseTexts } from '../components/use-dose-texts.ts';
import styles from '../components/vaccinations.module.css';
import { nextDoseNumber } from '../utils/sections.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What "record another vaccine" offers first: the optional vaccine recorded every season. */
const FIRST_OTHER: VaccineCode = 'FLU';

/** /vaccinations?familyMemberId=…: a child's national-programme vaccinations, due and overdue first (issue 34). */
export default function VaccinationsPage() {
  const { t } = useTranslation('vaccinations');
  const [params] = useSearchParams();
  const raw = params.get('familyMemberId') ?? '';
  const valid = UUID.test(raw);
  const schedule = useVaccinations(raw, valid);

  if (!valid) return <StatusScreen title={t('notFound')} testId="vaccinations-not-found" />;
  if (schedule.isError)
    return (
      <LoadFailed title={t('loadFailed')} error={schedule.error} onRetry={() => void schedule.refetch()} testId="vaccinations-error" />
    );
  if (!schedule.data) return <PageLoading />;
  return <VaccinationsScreen schedule={schedule.data} />;
}

type FormState = { vaccine: VaccineCode; dose: number; fixed: boolean } | null;

function VaccinationsScreen({ schedule }: { schedule: VaccinationSchedule }) {
  const { t } = useTranslation('vaccinations');
  const texts = useDoseTexts();
  const formatAge = useFormatAge();
  const today = localIsoDate();
  const memberId = schedule.familyMemberId;
  const [form, setForm] = useState<FormState>(null);
  const record = useRecordDose(memberId);
  const remove = useRemoveDose(memberId);
  const failure = record.error && isApiError(record.error) ? record.error : null;

  const open = (next: FormState) => {
    record.reset();
    setForm(next);
    // The form opens at the top of the page: bring it into view on a phone.
    if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const askRemove = async (dose: { vaccine: string; dose: number; recordId: string | null; date: string }) => {
    if (!dose.recordId) return;
    // antd-mobile's Dialog loads when the parent first deletes, not with the page (as growth's delete does).
    const { confirmAction } = await import('../../../components/leave-guard/confirm-action.ts');
    const confirmed = await confirmAction({
      title: t('removeConfirm.title'),
      content: t('removeConfirm.content', { dose: texts.name(dose.vaccine, dose.dose), date: texts.date(dose.date) }),
      confirmText: t('removeConfirm.confirm'),
    });
    if (confirmed) remove.mutate(dose.recordId, { onSuccess: () => void showToast({ content: t('removed') }) });
  };
  const removeRow = (d: PlannedDoseView) => void askRemove({ ...d, date: d.givenDate ?? '' });

  return (
    <main className={page.page} data-testid="vaccinations-page">
      <h1 className={page.heading}>
        {t('vaccinations', { ns: 'titles' })} · {schedule.name}
      </h1>
      <p className={page.intro}>{formatAge.age(schedule.birthDate, today)}</p>
      {form ? (
        <section className={page.card}>
          <DoseForm
            key={`${form.vaccine}-${form.dose}-${String(form.fixed)}`}
            initial={form}
            birthDate={schedule.birthDate}
            today={today}
            saving={record.isPending}
            serverErrors={failure?.errors ?? []}
            serverMessage={failure && failure.errors.length === 0 ? failure.message : null}
            nextDose={(vaccine) => nextDoseNumber(schedule, vaccine)}
            onSubmit={(body) =>
              record.mutate(body, {
                onSuccess: () => {
                  setForm(null);
                  void showToast({ content: t('form.saved') });
                },
              })
            }
            onCancel={() => setForm(null)}
          />
        </section>
      ) : null}
      {schedule.beyondProgrammeAge ? (
        <p className={page.notice}>{t('adult', { name: schedule.name })}</p>
      ) : (
        <>
          <p className={page.intro}>{t('intro', { name: schedule.name })}</p>
          {schedule.counts.overdue > 0 ? (
            <p className={page.alert} data-testid="talk-to-doctor">
              {t('talkToDoctor')}
            </p>
          ) : null}
          <ScheduleList
            schedule={schedule}
            onRecord={(d) => open({ vaccine: d.vaccine, dose: d.dose, fixed: true })}
            onRemove={removeRow}
          />
        </>
      )}
      <CardSection data-testid="section-optional">
        <h2 className={styles.sectionTitle}>{t('sections.optional')}</h2>
        <p className={styles.meta}>{t('optionalNote')}</p>
        <OptionalList doses={schedule.optional} onRemove={(d) => void askRemove(d)} />
      </CardSection>
      <div className={page.actions}>
        <button
          type="button"
          className="button"
          onClick={() => open({ vaccine: FIRST_OTHER, dose: nextDoseNumber(schedule, FIRST_OTHER), fixed: false })}
          data-testid="record-other"
        >
          {t('recordOther')}
        </button>
      </div>
      <ScheduleSource schedule={schedule} />
    </main>
  );
}
