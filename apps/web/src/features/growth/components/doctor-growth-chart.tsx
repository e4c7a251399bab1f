import { useState } from 'react';
import type { GrowthIndicatorName } from '@sprout/contracts';
import { ChartSection } from './chart-section.tsx';

/**
 * The doctor's growth chart (tabs, WHO/Fenton switch, chart) for screens outside this feature (the doctor
 * workspace's patient overview, composed in app/): the same chart section as the doctor growth page, with the
 * child's events and bone ages.
 */
export function DoctorGrowthChart({ growthId, familyMemberId }: { growthId: string; familyMemberId: string }) {
  const [indicator, setIndicator] = useState<GrowthIndicatorName>('height');
  return (
    <ChartSection scope="doctor" growthId={growthId} indicator={indicator} onIndicator={setIndicator} familyMemberId={familyMemberId} />
  );
}
