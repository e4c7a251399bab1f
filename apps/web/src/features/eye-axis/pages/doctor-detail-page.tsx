import { Link } from 'react-router';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EyeDetailView, preloadEyeDetail } from '../components/eye-detail-view.tsx';
import { useEntryParams } from '../hooks/use-entry-params.ts';
import { EYE_PAGES, withQuery } from '../utils/links.ts';

/** Reached in the app, the page is drawn with its chart and cards' chunks already here (they load after live on a first visit). */
export async function loader() {
  await preloadEyeDetail();
  return null;
}

/**
 * /eyeAxis/doctor/eyeAxisDetail?token=…&authToken=…&eyeId=… (or eyeAxisId=…). The shell has already saved
 * token and authToken and taken them out of the address (spec §4, lib/embedded-entry.ts).
 */
export default function DoctorEyeDetailPage() {
  const { t } = useTranslation('eyeAxis');
  const params = useEntryParams('doctor');
  const recordsPath = ({ eyeId }: { eyeId: string }) => withQuery(EYE_PAGES.doctorRecord, { eyeId });
  return (
    <EyeDetailView
      params={params}
      testId="eye-doctor-detail"
      recordsPath={recordsPath}
      back={(patient) => <DoctorBackLinks patientId={patient?.patientId} name={patient?.name} />}
      actions={({ eyeId }) => (
        <Link className="button button--primary" to={recordsPath({ eyeId })} data-testid="doctor-manage">
          {t('doctor.manage')}
        </Link>
      )}
    />
  );
}
