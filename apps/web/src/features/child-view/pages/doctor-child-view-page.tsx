import { useSearchParams } from 'react-router';
import { ChildViewScreen } from '../components/child-view-screen.tsx';

/** /child/doctor/view?growthId=…&eyeId=…: the same view for a clinic doctor, from the patient overview. */
export default function DoctorChildViewPage() {
  const [params] = useSearchParams();
  const growthId = params.get('growthId');
  const eyeId = params.get('eyeId');
  return <ChildViewScreen target={growthId || eyeId ? { scope: 'doctor', growthId, eyeId } : null} />;
}
