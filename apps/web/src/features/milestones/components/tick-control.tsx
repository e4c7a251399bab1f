import { useState } from 'react';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { tickDateProblem } from '../utils/check-age.ts';
import styles from './milestones.module.css';

export interface TickProps {
  /** The day ticked, or null. */
  achievedOn: string | null;
  /** What the item says when it is not ticked (a window, a plain "talk to your doctor"). */
  children: React.ReactNode;
  /** What a ticked item says ("since 10 Oct 2026 (6.9 months)"). */
  doneText: string;
  /** Absent for a reader who may not tick (a doctor). */
  edit?: { birthDate: string; today: string; busy: boolean; onTick: (date: string) => void; onUntick: () => void };
  testId: string;
}

/** The tick of one milestone: "does it" opens a date picker (today by default); a tick can be undone. */
export function TickControl({ achievedOn, children, doneText, edit, testId }: TickProps) {
  const { t } = useTranslation('milestones');
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof tickDateProblem>>(null);

  if (open && edit) {
    const save = () => {
      const found = tickDateProblem(date, edit);
      setProblem(found);
      if (!found) {
        edit.onTick(date);
        setOpen(false);
      }
    };
    return (
      <div className={styles.form} data-testid={`${testId}-form`}>
        <Field label={t('date')} error={problem ? t(problem) : null} announce className={styles.field}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              type="date"
              min={edit.birthDate}
              max={edit.today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              data-testid={`${testId}-date`}
            />
          )}
        </Field>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={save} disabled={edit.busy} data-testid={`${testId}-save`}>
          {t('save')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.row}>
      <div className={styles.text}>{achievedOn ? <p className={styles.done}>✓ {doneText}</p> : children}</div>
      {edit && achievedOn ? (
        <button type="button" className={styles.undo} onClick={edit.onUntick} disabled={edit.busy} data-testid={`${testId}-undo`}>
          {t('untick')}
        </button>
      ) : null}
      {edit && !achievedOn ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setDate(edit.today);
            setProblem(null);
            setOpen(true);
          }}
          data-testid={`${testId}-tick`}
        >
          {t('tick')}
        </button>
      ) : null}
    </div>
  );
}
