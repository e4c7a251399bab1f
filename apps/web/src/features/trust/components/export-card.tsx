import { useState } from 'react';
import pageStyles from '../../../components/layout/page.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { getFhirBundle, getRecordExport } from '../api/trust-api.ts';
import { saveFile } from '../utils/save-file.ts';
import styles from './trust.module.css';

type Kind = 'fhir' | 'printable';

/** The two exports of the record: FHIR R4 (JSON) and a printable HTML page. */
export function ExportCard({ familyMemberId }: { familyMemberId: string }) {
  const { t, i18n } = useTranslation('trust');
  const [state, setState] = useState<{ kind: Kind; status: 'busy' | 'done' | 'failed' } | null>(null);

  async function run(kind: Kind) {
    setState({ kind, status: 'busy' });
    try {
      if (kind === 'fhir') {
        const bundle = await getFhirBundle(familyMemberId);
        saveFile(`fhir-${bundle.timestamp.slice(0, 10)}.json`, JSON.stringify(bundle, null, 2), 'application/fhir+json');
      } else {
        const page = await getRecordExport(familyMemberId, i18n.language);
        saveFile(page.fileName, page.html, 'text/html;charset=utf-8');
      }
      setState({ kind, status: 'done' });
    } catch {
      setState({ kind, status: 'failed' });
    }
  }

  return (
    <section className={pageStyles.card} aria-labelledby="trust-export-title" data-testid="export-card">
      <h2 id="trust-export-title" className={pageStyles.cardTitle}>
        {t('export.title')}
      </h2>
      <p className={styles.meta}>{t('export.hint')}</p>
      <div className={styles.actions} style={{ marginTop: 12 }}>
        {(['fhir', 'printable'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button"
            disabled={state?.status === 'busy'}
            onClick={() => void run(kind)}
            data-testid={`export-${kind}`}
          >
            {t(`export.${kind}`)}
          </button>
        ))}
      </div>
      <p role="status" className={state?.status === 'failed' ? styles.error : styles.meta}>
        {state?.status === 'done' ? t('export.done') : state?.status === 'failed' ? t('export.failed') : ''}
      </p>
    </section>
  );
}
