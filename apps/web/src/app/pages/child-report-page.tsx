import { useTranslation } from 'react-i18next';
import { useChartLabels } from '../../features/eye-axis/components/chart-panel.tsx';
import EyeChart from '../../features/eye-axis/components/eye-chart.tsx';
import GrowthChart from '../../features/growth/components/growth-chart.tsx';
import type { EyePart } from '../../features/report/api/get-report.ts';
import { ReportPage } from '../../features/report/pages/report-page.tsx';

/** The shareable report (features/report) draws the growth chart and the eye chart of their own features. */
export default function ChildReportPage() {
  return (
    <ReportPage
      growthChart={({ curve, lines }, className) => (
        <GrowthChart curve={curve} lines={lines} indicator="height" mode="who" interactive={false} className={className} />
      )}
      eyeChart={(part, className) => <ReportEyeChart part={part} className={className} />}
    />
  );
}

function ReportEyeChart({ part, className }: { part: EyePart; className: string }) {
  const { t } = useTranslation('eyeAxis');
  const labels = useChartLabels();
  return (
    <EyeChart
      curve={part.curve}
      labels={labels}
      mode="inline"
      className={className}
      ariaLabel={t('chart.ariaLabel', { name: part.info.name })}
      onSelect={() => undefined}
    />
  );
}
