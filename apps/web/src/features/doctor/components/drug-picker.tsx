import { useDeferredValue, useId, useState } from 'react';
import type { DrugOption } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDrugSearch } from '../api/search-drugs.ts';
import styles from './doctor.module.css';
import pickerStyles from './drug-picker.module.css';

/** Finds a drug of the catalogue by name or product code; a prescription takes only a catalogue drug. */
export function DrugPicker({ onPick, error, testId }: { onPick: (drug: DrugOption) => void; error: string | null; testId: string }) {
  const { t } = useTranslation('doctor');
  const id = useId();
  const [q, setQ] = useState('');
  const deferred = useDeferredValue(q);
  const drugs = useDrugSearch(deferred);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('form.drugSearch')}</label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`${testId}-search`}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {deferred.trim() && drugs.data ? (
        drugs.data.length === 0 ? (
          <p className={styles.meta}>{t('form.drugNoMatch')}</p>
        ) : (
          <ul className={pickerStyles.options} data-testid={`${testId}-options`}>
            {drugs.data.map((drug) => (
              <li key={drug.productCode}>
                <button type="button" className={pickerStyles.option} onClick={() => onPick(drug)} data-code={drug.productCode}>
                  <strong>{drug.name}</strong> · {drug.productCode}
                  <br />
                  <span className={styles.meta}>{drug.specification}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
