import { lazy, Suspense } from 'react';
import { PatientOverviewPage } from '../../features/doctor/pages/patient-overview-page.tsx';
import { DoctorEyeCurve } from '../../features/eye-axis/components/doctor-eye-curve.tsx';
import { DoctorGrowthChart } from '../../features/growth/components/doctor-growth-chart.tsx';

// Below the charts: their code and texts (namespaces `vaccinations`, `milestones`) load after the first screen.
const DoctorVaccinations = lazy(() =>
  import('../../features/vaccinations/components/doctor-vaccinations.tsx').then((m) => ({ default: m.DoctorVaccinations })),
);
const DoctorMilestones = lazy(() =>
  import('../../features/milestones/components/doctor-milestones.tsx').then((m) => ({ default: m.DoctorMilestones })),
);

/**
 * The doctor's patient overview with the growth and eye charts, the vaccinations and the milestones of their own
 * features: app/ composes the features, which never import each other. Each chart library still loads lazily inside
 * its section.
 */
export default function DoctorPatientPage() {
  return (
    <PatientOverviewPage
      growthChart={(growthId, familyMemberId) => <DoctorGrowthChart growthId={growthId} familyMemberId={familyMemberId} />}
      eyeChart={(eyeId, name) => <DoctorEyeCurve eyeRef={eyeId} name={name} />}
      vaccinations={(familyMemberId, className) => (
        <Suspense fallback={null}>
          <DoctorVaccinations familyMemberId={familyMemberId} className={className} />
        </Suspense>
      )}
      milestones={(familyMemberId, className) => (
        <Suspense fallback={null}>
          <DoctorMilestones familyMemberId={familyMemberId} className={className} />
        </Suspense>
      )}
    />
  );
}
