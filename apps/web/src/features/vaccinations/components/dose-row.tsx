import type { PlannedDoseView } from '@sprout/contracts';
import { Card, type CardTone } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDoseTexts } from './use-dose-texts.ts';
import styles from './vaccinations.module.css';

/** The stripe of each status: overdue asks for attention, due is now, a dose not needed is greyed. */
const TONES: Record<PlannedDoseView['status'], CardTone> = {
  overdue: 'concern',
  due: 'due',
  upcoming: 'plain',
  done: 'done',
  notNeeded: 'quiet',
};

interface DoseRowProps {
  dose: PlannedDoseView;
  /** The day the schedule was made for (the server's today). */
  asOf: string;
  /** Given when the reader may record the dose (the owner parent); absent for a doctor. */
  onRecord?: (dose: PlannedDoseView) => void;
  onRemove?: (dose: PlannedDoseView) => void;
}

/** One dose of the schedule: its name, status and dates, and what the parent can do with it. */
export function DoseRow({ dose, asOf, onRecord, onRemove }: DoseRowProps) {
  const { t } = useTranslation('vaccinations');
  const texts = useDoseTexts();
  const { main, more } = texts.when(dose, asOf);
  const pending = dose.status === 'overdue' || dose.status === 'due' || dose.status === 'upcoming';
  return (
    <Card tone={TONES[dose.status]} data-status={dose.status} data-testid={`dose-${dose.vaccine}-${dose.dose}`}>
      <div className={styles.doseTop}>
        <p className={styles.doseName}>{texts.name(dose.vaccine, dose.dose)}</p>
        <span className={styles.badge} data-status={dose.status}>
          {t(`status.${dose.status}`)}
        </span>
      </div>
      <div className={styles.doseBody}>
        <div className={styles.doseText}>
          {main ? <p className={dose.status === 'overdue' || dose.status === 'due' ? styles.lineStrong : styles.line}>{main}</p> : null}
          {more.map((line) => (
            <p key={line} className={styles.line}>
              {line}
            </p>
          ))}
        </div>
        {pending && onRecord ? (
          <button type="button" className="button" onClick={() => onRecord(dose)} data-testid="dose-record">
            {t('record')}
          </button>
        ) : null}
        {dose.status === 'done' && dose.recordId && onRemove ? (
          <button type="button" className={styles.removeButton} onClick={() => onRemove(dose)} data-testid="dose-remove">
            {t('remove')}
          </button>
        ) : null}
      </div>
      {dose.note ? <p className={styles.note}>{t(`note.${dose.note}`)}</p> : null}
    </Card>
  );
}
