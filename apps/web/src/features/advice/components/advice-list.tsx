import { ADVICE_LEVELS, type RuleAdvice } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './advice.module.css';

/** Rule advice grouped by level: "see a doctor" first, then things to do, then habits. */
export function AdviceList({ advices }: { advices: readonly RuleAdvice[] }) {
  const { t } = useTranslation('advice');
  if (advices.length === 0) return <p className={styles.empty}>{t('rulesEmpty')}</p>;
  const order = ['seeDoctor', 'attention', 'info'] as const satisfies readonly (typeof ADVICE_LEVELS)[number][];
  return (
    <>
      {order.map((level) => {
        const ofLevel = advices.filter((a) => a.level === level);
        if (ofLevel.length === 0) return null;
        return (
          <section key={level} className={styles.group} aria-labelledby={`advice-${level}`} data-testid={`advice-${level}`}>
            <h2 id={`advice-${level}`} className={styles.groupTitle}>
              {t(`levels.${level}`)}
            </h2>
            <ul className={styles.list}>
              {ofLevel.map((advice) => (
                <li key={advice.ruleId} className={`${styles.advice} ${styles[level]}`} data-rule={advice.ruleId}>
                  <div className={styles.adviceHead}>
                    <h3 className={styles.adviceTitle}>{advice.title}</h3>
                    <span className={styles.category}>{t(`categories.${advice.category}`)}</span>
                  </div>
                  <p className={styles.adviceText}>{advice.text}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
