import type { ReactNode } from 'react';
import type { GrowthBaseInfo } from '@sprout/contracts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import headerStyles from './growth-header.module.css';
import styles from './growth.module.css';

/** Name, sex, age and, for a preterm baby under 2, the corrected age the charts use. */
export function GrowthHeader({ info, children }: { info: GrowthBaseInfo; children?: ReactNode }) {
  const { t } = useTranslation('growth');
  const formatAge = useFormatAge();
  return (
    <header className={`${styles.card} ${headerStyles.header}`} data-testid="growth-header">
      <h1 className={headerStyles.name}>{info.name}</h1>
      <dl className={headerStyles.facts}>
        <div>
          <dt>{t('header.sex')}</dt>
          <dd>{t(`sex.${info.sex}`)}</dd>
        </div>
        <div>
          <dt>{t('header.age')}</dt>
          <dd data-testid="growth-age">{formatAge.age(info.birthDate, info.asOf)}</dd>
        </div>
        {info.correctedAgeDays !== null ? (
          <div data-testid="corrected-age">
            <dt>{t('header.correctedAge')}</dt>
            <dd>{formatAge.corrected(info.correctedAgeDays, info.asOf)}</dd>
          </div>
        ) : null}
      </dl>
      {info.correctedAgeDays !== null ? <p className={styles.hint}>{t('header.correctedHint')}</p> : null}
      {children}
    </header>
  );
}
