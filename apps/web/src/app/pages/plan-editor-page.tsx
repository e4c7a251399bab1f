import { PlanEditPage } from '../../features/editor/pages/plan-edit-page.tsx';
import { PlanCard } from '../../features/membership/components/plan-card.tsx';

/** The plan editor (features/editor) previews with the card parents choose a plan on (features/membership). */
export default function PlanEditorPage() {
  return <PlanEditPage PlanPreview={({ plan }) => <PlanCard plan={plan} busy={false} onChoose={() => undefined} />} />;
}
