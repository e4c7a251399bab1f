import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useEyeCurve } from '../api/get-eye-curve.ts';
import { ChartPanel } from './chart-panel.tsx';
import styles from './eye-axis.module.css';

/**
 * The doctor's eye chart for one eye profile, for screens outside this feature (the doctor workspace's
 * patient overview, composed in app/): the same curve call and chart as the doctor eye detail page.
 */
export function DoctorEyeCurve({ eyeRef, name }: { eyeRef: string; name: string }) {
  const { t } = useTranslation('eyeAxis');
  const curve = useEyeCurve('doctor', eyeRef);
  if (curve.isError) return <p className={styles.chartPlaceholder}>{t('chart.noPoints')}</p>;
  if (!curve.data) return <div className={styles.chartPlaceholder}>{t('chart.loading')}</div>;
  return <ChartPanel curve={curve.data} name={name} mode="inline" />;
}
