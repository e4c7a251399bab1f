import type { EyeInfo } from '@sprout/contracts';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { AGE_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ageInYearsOn } from '../utils/dates.ts';
import styles from './eye-axis.module.css';

export function EyeHeader({ info }: { info: EyeInfo }) {
  const { t, i18n } = useTranslation('eyeAxis');
  const age = formatNumber(ageInYearsOn(info.birthDate, localIsoDate()), AGE_DECIMALS, i18n.language);
  return (
    <header className={styles.header} data-testid="eye-header">
      <h1 className={styles.name}>{info.name}</h1>
      <p className={styles.meta}>
        {t('header.age', { age })} · {info.examCount > 0 ? t('header.exams', { count: info.examCount }) : t('header.noExams')}
        {info.latestExamDate ? ` · ${t('header.latest', { date: formatDate(info.latestExamDate, i18n.language) })}` : ''}
      </p>
    </header>
  );
}
