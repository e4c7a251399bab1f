import { useSearchParams } from 'react-router';
import { ChildViewScreen } from '../components/child-view-screen.tsx';

/** /child/view?familyMemberId=…: the parent's one view of a child's body and eyes, from the home page. */
export default function ChildViewPage() {
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId');
  return <ChildViewScreen target={familyMemberId ? { scope: 'patient', familyMemberId } : null} />;
}
