import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { laterPart } from '../../../components/layout/later-part.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { EyeInfoParams } from '../api/get-eye-info.ts';
import styles from '../components/eye-axis.module.css';
import { useEyeAxisModel } from '../hooks/use-eye-axis-model.ts';

/**
 * The chart's code is a chunk fetched after the page is live on a first visit, where the server drew the chart, and
 * by the loader when the page is opened in the app (issue 32).
 */
const Chart = laterPart(() => import('../components/chart-panel.tsx').then((m) => m.ChartPanel));

export async function loader() {
  await Chart.preload();
  return null;
}

/**
 * /eyeAxis/common/ophthalmologyFullScreen?role=patient&familyMemberId=… or ?role=doctor&eyeId=…: the chart
 * alone, in landscape (turned when the phone is upright), pinch to zoom and drag to pan.
 */
export default function EyeFullScreenPage() {
  const { t } = useTranslation('eyeAxis');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params: EyeInfoParams =
    search.get('role') === 'doctor'
      ? { role: 'doctor', eyeId: search.get('eyeId'), eyeAxisId: search.get('eyeAxisId') }
      : { role: 'patient', familyMemberId: search.get('familyMemberId'), patientId: search.get('patientId') };
  const { identified, model, info } = useEyeAxisModel(params, { withCurve: true, withRecords: false });
  const curve = model.eyeAxisData.curve;

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <main className={styles.fullScreen} data-testid="eye-full-screen">
      <div className={styles.fullScreenBar}>
        <button type="button" className={styles.linkButton} onClick={back}>
          ‹ {t('chart.back')}
        </button>
        <h1 className={styles.fullScreenTitle}>
          {model.patientInfo ? `${model.patientInfo.name} · ` : ''}
          {t('chart.title')}
        </h1>
        <span className={styles.muted}>{t('chart.zoomHint')}</span>
      </div>
      {!identified ? (
        <p className={styles.alert} role="alert">
          {t(params.role === 'patient' ? 'errors.missingMember' : 'errors.missingEye')}
        </p>
      ) : curve && model.patientInfo ? (
        <Chart.Later curve={curve} name={model.patientInfo.name} mode="fullScreen" className={styles.fullScreenChart} />
      ) : info.isError ? (
        <p className={styles.alert} role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <PageLoading />
      )}
    </main>
  );
}
