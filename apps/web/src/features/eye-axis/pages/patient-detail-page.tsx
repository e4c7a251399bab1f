import { NextCheckPart, preloadNextCheck } from '../../../components/next-check/next-check-part.tsx';
import { EyeDetailView, preloadEyeDetail } from '../components/eye-detail-view.tsx';
import { useEntryParams } from '../hooks/use-entry-params.ts';
import { EYE_PAGES, withQuery } from '../utils/links.ts';

/** Reached in the app, the page is drawn with its chart and cards' chunks already here (they load after live on a first visit). */
export async function loader() {
  await Promise.all([preloadEyeDetail(), preloadNextCheck()]);
  return null;
}

/** /eyeAxis/patient/eyeAxisDetail?familyMemberId=… (or patientId=…) */
export default function PatientEyeDetailPage() {
  const params = useEntryParams('patient');
  return (
    <EyeDetailView
      params={params}
      testId="eye-patient-detail"
      recordsPath={({ familyMemberId }) => withQuery(EYE_PAGES.patientRecord, { familyMemberId })}
      belowSummary={({ familyMemberId }) => <NextCheckPart familyMemberId={familyMemberId} />}
    />
  );
}
