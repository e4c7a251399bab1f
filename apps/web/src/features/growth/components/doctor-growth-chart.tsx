import { useState } from 'react';
import type { GrowthIndicatorName } from '@sprout/contracts';
import { BoneAgeList } from '../../../components/bone-age/bone-age-card.tsx';
import { useGrowthCurve } from '../api/get-growth-curve.ts';
import { ChartSection } from './chart-section.tsx';

/**
 * The doctor's growth chart (tabs, WHO/Fenton switch, chart) for screens outside this feature (the doctor
 * workspace's patient overview, composed in app/): the same chart section as the doctor growth page, with the
 * child's events and bone ages, and the bone ages listed under it (the point alone does not say what it is).
 */
export function DoctorGrowthChart({ growthId, familyMemberId }: { growthId: string; familyMemberId: string }) {
  const [indicator, setIndicator] = useState<GrowthIndicatorName>('height');
  // The chart's own curve (the same query): the birth date the bone ages' ages are counted from.
  const curve = useGrowthCurve('doctor', growthId);
  return (
    <>
      <ChartSection scope="doctor" growthId={growthId} indicator={indicator} onIndicator={setIndicator} familyMemberId={familyMemberId} />
      {curve.data ? <BoneAgeList familyMemberId={familyMemberId} birthDate={curve.data.birthDate} /> : null}
    </>
  );
}
