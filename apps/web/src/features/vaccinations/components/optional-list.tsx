import type { OptionalDoseView } from '@sprout/contracts';
import { Card, CardList } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDoseTexts } from './use-dose-texts.ts';
import styles from './vaccinations.module.css';

/** The self-paid vaccines recorded: no schedule is claimed for them, so no status either. */
export function OptionalList({ doses, onRemove }: { doses: readonly OptionalDoseView[]; onRemove?: (dose: OptionalDoseView) => void }) {
  const { t } = useTranslation('vaccinations');
  const texts = useDoseTexts();
  if (doses.length === 0) return <p className={styles.meta}>{t('optionalEmpty')}</p>;
  return (
    <CardList data-testid="optional-list">
      {doses.map((d) => (
        <Card key={d.recordId ?? `${d.vaccine}-${d.dose}`} tone="done" data-status="done" data-testid={`optional-${d.vaccine}-${d.dose}`}>
          <p className={styles.doseName}>{texts.name(d.vaccine, d.dose)}</p>
          <div className={styles.doseBody}>
            <div className={styles.doseText}>
              <p className={styles.line}>{t('givenOn', { date: texts.date(d.date) })}</p>
              {d.batch ? <p className={styles.line}>{t('batch', { batch: d.batch })}</p> : null}
            </div>
            {d.recordId && onRemove ? (
              <button type="button" className={styles.removeButton} onClick={() => onRemove(d)} data-testid="dose-remove">
                {t('remove')}
              </button>
            ) : null}
          </div>
        </Card>
      ))}
    </CardList>
  );
}
