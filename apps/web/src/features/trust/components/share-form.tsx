import { useState } from 'react';
import type { ShareCreated } from '@sprout/contracts';
import { SHARE_SECTIONS, type ShareSection } from '@sprout/contracts/light';
import pageStyles from '../../../components/layout/page.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useCreateShare } from '../api/trust-api.ts';
import styles from './trust.module.css';

const DURATIONS = [1, 24, 168, 720] as const;

/** Choose the sections and how long; the answer (link and its QR code) is shown by the page. */
export function ShareForm({ familyMemberId, onCreated }: { familyMemberId: string; onCreated: (share: ShareCreated) => void }) {
  const { t } = useTranslation('trust');
  const create = useCreateShare(familyMemberId);
  const [sections, setSections] = useState<ShareSection[]>(['growth', 'eye']);
  const [hours, setHours] = useState<number>(24);
  const [problem, setProblem] = useState(false);

  const toggle = (section: ShareSection) => {
    setProblem(false);
    setSections((now) =>
      now.includes(section) ? now.filter((s) => s !== section) : SHARE_SECTIONS.filter((s) => s === section || now.includes(s)),
    );
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (sections.length === 0) return setProblem(true);
    create.mutate({ hours, sections }, { onSuccess: onCreated });
  };

  return (
    <form className={pageStyles.card} onSubmit={submit} data-testid="share-form" noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('shares.sectionsLabel')}</legend>
        {SHARE_SECTIONS.map((section) => (
          <label key={section} className={styles.choice}>
            <input type="checkbox" name="sections" value={section} checked={sections.includes(section)} onChange={() => toggle(section)} />
            {t(`shares.sections.${section}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('shares.durationLabel')}</legend>
        {DURATIONS.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="hours" value={value} checked={hours === value} onChange={() => setHours(value)} />
            {t(`shares.durations.${value}`)}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p className={styles.error} role="alert">
          {t('shares.pickSection')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        style={{ width: '100%' }}
        disabled={create.isPending}
        data-testid="share-create"
      >
        {t('shares.create')}
      </button>
    </form>
  );
}
