import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GrowthBaseInfo, GrowthIndicatorName } from '@sprout/contracts';
import { laterPart } from '../../../components/layout/later-part.tsx';
import { useIsGuardian } from '../../../lib/member/member-access.ts';
import type { GrowthScope } from '../api/keys.ts';
import { isIndicator } from '../utils/links.ts';
import { LatestSummary } from './latest-summary.tsx';

/**
 * The gestation card, the chart and the cards under it are chunks of their own, fetched after the page is live on a
 * first visit (the server drew them) and by the pages' loaders when the page is reached in the app (issue 32).
 */
const Gestation = laterPart(() => import('./gestation-card.tsx').then((m) => m.GestationCard));
const Chart = laterPart(() => import('./chart-section.tsx').then((m) => m.ChartSection));
const GrowthCards = laterPart(() => import('./growth-cards.tsx').then((m) => m.GrowthCards));

/** What the detail pages' loaders fetch before the page is drawn in the app. */
export const preloadGrowthOverview = () => Promise.all([Gestation.preload(), Chart.preload(), GrowthCards.preload()]);

export interface GrowthOverviewProps {
  info: GrowthBaseInfo;
  scope: GrowthScope;
  historyPath: string;
  /** The parent's edit link of a record; null on the read-only doctor screens. */
  editPathOf: ((recordId: string) => string) | null;
}

/** The detail screen below the header, shared by the parent and doctor pages. */
export function GrowthOverview({ info, scope, historyPath, editPathOf }: GrowthOverviewProps) {
  // A caregiver (issue 34) adds and corrects measurements; the child's settings are the guardians'.
  const guardian = useIsGuardian(info.familyMemberId);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('indicator');
  const [indicator, setIndicator] = useState<GrowthIndicatorName>(isIndicator(fromUrl) ? fromUrl : 'height');

  // One function for the page's life: a new one would be an update to the chart's part, which drops the server's
  // chart for nothing while the part's code is still on its way (components/layout/hydrate-later.tsx).
  const choose = useCallback(
    (next: GrowthIndicatorName) => {
      setIndicator(next);
      // Kept in the address so coming back from full screen or a record keeps the tab.
      setParams(
        (p) => {
          p.set('indicator', next);
          return p;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return (
    <>
      <Gestation.Later info={info} editable={editPathOf !== null && guardian} />
      <LatestSummary info={info} indicator={indicator} />
      <Chart.Later
        scope={scope}
        growthId={info.growthId}
        indicator={indicator}
        onIndicator={choose}
        settable={guardian}
        familyMemberId={info.familyMemberId}
      />
      <GrowthCards.Later info={info} scope={scope} historyPath={historyPath} editPathOf={editPathOf} />
    </>
  );
}
