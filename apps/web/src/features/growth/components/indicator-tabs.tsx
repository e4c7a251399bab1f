import type { GrowthIndicatorName } from '@sprout/contracts';
import { GROWTH_INDICATORS } from '@sprout/contracts/light';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './growth.module.css';

/** Height/length, weight, head circumference, BMI (BRIEF, Growth). */
export function IndicatorTabs({ value, onChange }: { value: GrowthIndicatorName; onChange: (indicator: GrowthIndicatorName) => void }) {
  const { t } = useTranslation('growth');
  return (
    <div className={styles.tabs} role="tablist" aria-label={t('chart.tabs')}>
      {GROWTH_INDICATORS.map((indicator) => (
        <button
          key={indicator}
          type="button"
          role="tab"
          aria-selected={value === indicator}
          className={styles.tab}
          onClick={() => onChange(indicator)}
          data-testid={`tab-${indicator}`}
        >
          {t(`indicator.${indicator}`)}
        </button>
      ))}
    </div>
  );
}
