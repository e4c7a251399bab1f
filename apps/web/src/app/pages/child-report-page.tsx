import { laterPart } from '../../components/layout/later-part.tsx';
import { ReportPage } from '../../features/report/pages/report-page.tsx';

/**
 * The charts (their drawing code, the eye chart's labels, the bone-age list) are a chunk fetched after the page is
 * live on a first visit, where the server drew them, and by the loader when the report is opened in the app (issue 32).
 */
const GrowthPart = laterPart(() => import('./report-charts.tsx').then((m) => m.ReportGrowthChart));
const EyePart = laterPart(() => import('./report-charts.tsx').then((m) => m.ReportEyeChart));

export async function loader() {
  await Promise.all([GrowthPart.preload(), EyePart.preload()]);
  return null;
}

/**
 * The shareable report (features/report) draws the growth chart and the eye chart of their own features, with the
 * child's events and bone ages (issue 33) as on the screens they come from.
 */
export default function ChildReportPage() {
  return (
    <ReportPage
      growthChart={(part, className) => <GrowthPart.Later part={part} className={className} />}
      eyeChart={(part, className) => <EyePart.Later part={part} className={className} />}
    />
  );
}
