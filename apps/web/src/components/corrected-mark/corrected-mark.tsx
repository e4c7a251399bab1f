import type { EntryCorrection } from '@sprout/contracts';
import { formatDateTime } from '../../lib/format/date.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './corrected-mark.module.css';

/**
 * The mark of an entry a doctor corrected after saving it (issue 30): "corrected", when, and by whom. The family
 * reads the corrected version; the mark tells them it changed and who answers for it.
 */
export function CorrectedMark({ correction, inline = false }: { correction: EntryCorrection | null; inline?: boolean }) {
  const { t, i18n } = useTranslation('common');
  if (!correction) return null;
  const date = formatDateTime(correction.at, i18n.language);
  // Inline (a span) where only phrasing content may stand, such as a <summary>.
  const Mark = inline ? 'span' : 'p';
  return (
    <Mark className={styles.mark} data-testid="corrected-mark">
      <span className={styles.badge}>{t('corrected.badge')}</span>
      <span>{correction.by ? t('corrected.byOn', { date, by: correction.by }) : t('corrected.on', { date })}</span>
    </Mark>
  );
}
