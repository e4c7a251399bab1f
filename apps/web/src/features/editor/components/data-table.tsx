import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './editor.module.css';

/** The status chips above a list: one pressed at a time, "all" first. */
export function StatusChips<Status extends string>({
  statuses,
  current,
  label,
  labelOf,
  onChoose,
}: {
  statuses: readonly Status[];
  current: Status | '';
  label: string;
  labelOf: (status: Status) => string;
  onChoose: (status: Status | '') => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.row} role="group" aria-label={label}>
      {(['', ...statuses] as const).map((s) => (
        <button key={s || 'all'} type="button" className={styles.chip} aria-pressed={current === s} onClick={() => onChoose(s)}>
          {s ? labelOf(s) : t('all')}
        </button>
      ))}
    </div>
  );
}
