import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { GrowthBaseInfo, GrowthIndicatorName } from '@sprout/contracts';
import { BoneAgeCard } from '../../../components/bone-age/bone-age-card.tsx';
import { ChartEventsCard } from '../../../components/chart-events/chart-events-card.tsx';
import { HydrateLater } from '../../../components/layout/hydrate-later.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useIsGuardian } from '../../../lib/member/member-access.ts';
import { useGrowthRecords } from '../api/get-growth-records.ts';
import type { GrowthScope } from '../api/keys.ts';
import { isIndicator } from '../utils/links.ts';
import { ChartSection } from './chart-section.tsx';
import { GestationCard } from './gestation-card.tsx';
import styles from './growth.module.css';
import { LatestSummary } from './latest-summary.tsx';
import { RecordItem } from './record-item.tsx';
import { VelocityTarget } from './velocity-target.tsx';

/** Records shown on the detail page; the rest are one tap away in the history. */
const LATEST_RECORDS_SHOWN = 3;

export interface GrowthOverviewProps {
  info: GrowthBaseInfo;
  scope: GrowthScope;
  historyPath: string;
  /** The parent's edit link of a record; null on the read-only doctor screens. */
  editPathOf: ((recordId: string) => string) | null;
}

/** The detail screen below the header, shared by the parent and doctor pages. */
export function GrowthOverview({ info, scope, historyPath, editPathOf }: GrowthOverviewProps) {
  const { t } = useTranslation('growth');
  // A caregiver (issue 34) adds and corrects measurements; the child's settings are the guardians'.
  const guardian = useIsGuardian(info.familyMemberId);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('indicator');
  const [indicator, setIndicator] = useState<GrowthIndicatorName>(isIndicator(fromUrl) ? fromUrl : 'height');
  const records = useGrowthRecords(scope, info.growthId);
  const latest = records.data?.pages[0]?.list.slice(0, LATEST_RECORDS_SHOWN) ?? [];
  const total = records.data?.pages[0]?.total ?? info.recordCount;

  const choose = (next: GrowthIndicatorName) => {
    setIndicator(next);
    // Kept in the address so coming back from full screen or a record keeps the tab.
    setParams(
      (p) => {
        p.set('indicator', next);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <>
      <GestationCard info={info} editable={editPathOf !== null && guardian} />
      <LatestSummary info={info} indicator={indicator} />
      <HydrateLater>
        <ChartSection
          scope={scope}
          growthId={info.growthId}
          indicator={indicator}
          onIndicator={choose}
          settable={guardian}
          familyMemberId={info.familyMemberId}
        />
      </HydrateLater>
      <HydrateLater>
        <ChartEventsCard familyMemberId={info.familyMemberId} birthDate={info.birthDate} />
        <BoneAgeCard familyMemberId={info.familyMemberId} birthDate={info.birthDate} />
        <VelocityTarget info={info} />
        <section className={styles.card} aria-labelledby="records-title" data-testid="latest-records">
          <div className={styles.cardHeader}>
            <h2 className={styles.cardTitle} id="records-title">
              {t('records.title')}
            </h2>
            <span className={styles.hint}>{t('records.count', { count: total })}</span>
          </div>
          {latest.length === 0 ? (
            <p className={styles.hint}>{records.isPending ? t('records.loadingMore') : t('records.empty')}</p>
          ) : (
            <ul className={styles.records}>
              {latest.map((record) => (
                <RecordItem
                  key={record.recordId}
                  record={record}
                  birthDate={info.birthDate}
                  editPath={editPathOf ? editPathOf(record.recordId) : null}
                />
              ))}
            </ul>
          )}
          <Link
            className={styles.linkButton}
            to={historyPath}
            data-testid="history-link"
            style={{ display: 'inline-block', paddingLeft: 0 }}
          >
            {t('records.all')} ›
          </Link>
        </section>
      </HydrateLater>
    </>
  );
}
