import { useParams } from 'react-router';
import type { Drug } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import { useDrug } from '../api/get-drug.ts';
import styles from '../components/content.module.css';
import { QueryContent } from '../components/query-states.tsx';
import { TopBar } from '../components/top-bar.tsx';

/** A leaflet's order: what it is, what for, how much, then cautions and the package facts. */
const BEFORE_DOSAGE = ['genericName', 'specification', 'indications'] as const;
const AFTER_DOSAGE = ['contraindications', 'adverseReactions', 'storage', 'manufacturer', 'approvalNumber'] as const;
type TextField = (typeof BEFORE_DOSAGE)[number] | (typeof AFTER_DOSAGE)[number];

function DrugInformation({ drug }: { drug: Drug }) {
  const { t } = useTranslation('content');
  useWeChatShare({ title: drug.name, description: drug.indications });
  const fact = (field: TextField) => (
    <div key={field}>
      <dt>{t(`drug.${field}`)}</dt>
      <dd>{drug[field]}</dd>
    </div>
  );

  return (
    <article className={styles.page} data-testid="drug">
      <h1 className={styles.title}>{drug.name}</h1>
      <p className={styles.meta}>{t('drug.productCode', { code: drug.productCode })}</p>
      <p className={styles.note} data-testid="drug-note">
        <strong>{t('drug.note')}：</strong>
        {drug.note}
      </p>
      <dl className={`${styles.card} ${styles.facts}`}>
        {BEFORE_DOSAGE.map(fact)}
        <div>
          <dt>{t('drug.dosage')}</dt>
          <dd>
            <table className={styles.dosage}>
              <tbody>
                {drug.dosage.map((row) => (
                  <tr key={row.who}>
                    <th scope="row">{row.who}</th>
                    <td>{row.dose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </dd>
        </div>
        {AFTER_DOSAGE.map(fact)}
      </dl>
    </article>
  );
}

/** /drugs/{productCode}: the drug a prescription names, as a parent can read it. Plain text, never HTML. */
export default function DrugPage() {
  const { productCode = '' } = useParams();
  const drug = useDrug(productCode);
  return (
    <main>
      <div style={{ padding: '0 var(--page-padding)' }}>
        <TopBar />
      </div>
      <QueryContent query={drug} kind="drug">
        {(data) => <DrugInformation drug={data} />}
      </QueryContent>
    </main>
  );
}
