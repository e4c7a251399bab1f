import { WorkspaceLayout } from '../../features/editor/components/workspace-layout.tsx';
import { MonitoringDashboard } from '../../features/monitoring/pages/monitoring-page.tsx';
import { useTranslation } from '../../lib/i18n/react.tsx';

/** /monitoring: the monitoring dashboard (features/monitoring) inside the editors' workspace frame and navigation. */
export default function MonitoringWorkspacePage() {
  const { t } = useTranslation('monitoring');
  return (
    <WorkspaceLayout title={t('title')} subtitle={t('subtitle')}>
      <MonitoringDashboard />
    </WorkspaceLayout>
  );
}
