import { useSearchParams } from 'react-router';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { ChildViewScreen } from '../components/child-view-screen.tsx';

/** /child/doctor/view?growthId=…&eyeId=…: the same view for a clinic doctor, from the patient overview. */
export default function DoctorChildViewPage() {
  const [params] = useSearchParams();
  const growthId = params.get('growthId');
  const eyeId = params.get('eyeId');
  // The overview links here with the child's file, the way back to it.
  return (
    <ChildViewScreen
      target={growthId || eyeId ? { scope: 'doctor', growthId, eyeId } : null}
      back={<DoctorBackLinks patientId={params.get('patientId')} />}
    />
  );
}
