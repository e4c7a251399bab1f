import { BoneAgeList } from '../../components/bone-age/bone-age-card.tsx';
import { useBoneAgePoints } from '../../components/bone-age/use-bone-age-points.ts';
import { useEventMarkers } from '../../components/chart-events/use-event-markers.ts';
import { useChartLabels } from '../../features/eye-axis/components/chart-panel.tsx';
import EyeChart from '../../features/eye-axis/components/eye-chart.tsx';
import GrowthChart from '../../features/growth/components/growth-chart.tsx';
import type { EyePart, GrowthPart } from '../../features/report/api/get-report.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';

/** The report's two charts: a chunk of their own, fetched after the report is live (child-report-page.tsx). */
export function ReportGrowthChart({ part: { info, curve, lines }, className }: { part: GrowthPart; className: string }) {
  const markers = useEventMarkers(info.familyMemberId, curve.birthDate, 'months');
  const boneAges = useBoneAgePoints(info.familyMemberId);
  return (
    <>
      <GrowthChart
        curve={curve}
        lines={lines}
        indicator="height"
        mode="who"
        interactive={false}
        className={className}
        markers={markers}
        boneAges={boneAges}
      />
      <BoneAgeList familyMemberId={info.familyMemberId} birthDate={info.birthDate} />
    </>
  );
}

export function ReportEyeChart({ part, className }: { part: EyePart; className: string }) {
  const { t } = useTranslation('eyeAxis');
  const labels = useChartLabels();
  const markers = useEventMarkers(part.info.familyMemberId, part.curve.birthDate, 'years');
  return (
    <EyeChart
      curve={part.curve}
      labels={labels}
      mode="inline"
      className={className}
      ariaLabel={t('chart.ariaLabel', { name: part.info.name })}
      markers={markers}
      onSelect={() => undefined}
    />
  );
}
