import { NextCheckCard } from '../../../components/next-check/next-check-card.tsx';
import { EyeDetailView } from '../components/eye-detail-view.tsx';
import { useEntryParams } from '../hooks/use-entry-params.ts';
import { EYE_PAGES, withQuery } from '../utils/links.ts';

/** /eyeAxis/patient/eyeAxisDetail?familyMemberId=… (or patientId=…) */
export default function PatientEyeDetailPage() {
  const params = useEntryParams('patient');
  return (
    <EyeDetailView
      params={params}
      testId="eye-patient-detail"
      recordsPath={({ familyMemberId }) => withQuery(EYE_PAGES.patientRecord, { familyMemberId })}
      belowSummary={({ familyMemberId }) => <NextCheckCard familyMemberId={familyMemberId} />}
    />
  );
}
