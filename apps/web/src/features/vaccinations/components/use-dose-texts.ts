import type { PlannedDoseView } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/** A dose's name and its dates as sentences, in the page's language. */
export function useDoseTexts() {
  const { t, i18n } = useTranslation('vaccinations');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const name = (vaccine: PlannedDoseView['vaccine'] | string, dose: number) =>
    `${t(`vaccine.${vaccine}` as 'vaccine.HepB')} ${t('dose', { n: dose })}`;

  /** The lines under a dose's name: when it was given, or when it can and should be given (`asOf`: the schedule's day). */
  function when(d: PlannedDoseView, asOf: string): { main: string | null; more: string[] } {
    const more: string[] = [];
    if (d.status === 'done') {
      if (d.batch) more.push(t('batch', { batch: d.batch }));
      return { main: d.givenDate ? t('givenOn', { date: date(d.givenDate) }) : null, more };
    }
    if (d.status === 'notNeeded') return { main: d.reason ? t(`reason.${d.reason}`) : null, more };
    const planned = d.plannedDate;
    let main: string | null = null;
    if (d.status === 'overdue' && planned) main = planned <= asOf ? t('catchUpNow') : t('catchUpFrom', { date: date(planned) });
    else if (d.status === 'due') main = t('now');
    else if (planned) main = d.catchUp ? t('catchUpLate', { date: date(planned) }) : t('from', { date: date(planned) });
    if (d.windowEnd) more.push(t('windowEnd', { date: date(d.windowEnd) }));
    if (d.dueBy) more.push(d.dueByNamed ? t('dueBy', { date: date(d.dueBy) }) : t('dueByNext', { date: date(d.dueBy) }));
    return { main, more };
  }

  return { name, when, date };
}
