import { BoneAgeList } from '../../components/bone-age/bone-age-card.tsx';
import { useBoneAgePoints } from '../../components/bone-age/use-bone-age-points.ts';
import { useEventMarkers } from '../../components/chart-events/use-event-markers.ts';
import { useChartLabels } from '../../features/eye-axis/components/chart-panel.tsx';
import EyeChart from '../../features/eye-axis/components/eye-chart.tsx';
import GrowthChart from '../../features/growth/components/growth-chart.tsx';
import type { EyePart, GrowthPart } from '../../features/report/api/get-report.ts';
import { ReportPage } from '../../features/report/pages/report-page.tsx';
import { useTranslation } from '../../lib/i18n/react.tsx';

/**
 * The shareable report (features/report) draws the growth chart and the eye chart of their own features, with the
 * child's events and bone ages (issue 33) as on the screens they come from.
 */
export default function ChildReportPage() {
  return (
    <ReportPage
      growthChart={(part, className) => <ReportGrowthChart part={part} className={className} />}
      eyeChart={(part, className) => <ReportEyeChart part={part} className={className} />}
    />
  );
}

function ReportGrowthChart({ part: { info, curve, lines }, className }: { part: GrowthPart; className: string }) {
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

function ReportEyeChart({ part, className }: { part: EyePart; className: string }) {
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
