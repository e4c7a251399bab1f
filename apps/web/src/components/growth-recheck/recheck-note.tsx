import type { GrowthRecord } from '@sprout/contracts';
import { formatDate } from '../../lib/format/date.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './recheck-note.module.css';

/**
 * The re-measure check's reasons on a stored record (issue 17, part 3; rules in docs/remeasure-check.md): a height
 * lower than the record before, or a z-score that moved by more than two centile spaces. Rendered only when there
 * is a reason, so the namespace is fetched only then.
 */
export function RecheckNote({ reasons }: { reasons: GrowthRecord['recheck'] }) {
  const { t, i18n } = useTranslation('beyond2');
  return (
    <span className={styles.note} role="note" data-testid="record-recheck">
      <b>{t('recheck.label')}</b>
      {reasons.map((r) => {
        const date = formatDate(r.previousDate, i18n.language);
        return (
          <span key={`${r.kind}-${r.indicator}`} data-recheck-kind={r.kind}>
            {r.kind === 'shrink'
              ? t('recheck.shrink', { cm: Math.abs(r.cmChange ?? 0).toFixed(1), date })
              : t('recheck.zJump', {
                  indicator: t(`recheck.indicator.${r.indicator}`),
                  change: `${(r.zChange ?? 0) > 0 ? '+' : ''}${(r.zChange ?? 0).toFixed(2)}`,
                  date,
                })}
          </span>
        );
      })}
    </span>
  );
}
