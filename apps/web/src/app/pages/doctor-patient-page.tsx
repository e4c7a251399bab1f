import { PatientOverviewPage } from '../../features/doctor/pages/patient-overview-page.tsx';
import { DoctorEyeCurve } from '../../features/eye-axis/components/doctor-eye-curve.tsx';
import { DoctorGrowthChart } from '../../features/growth/components/doctor-growth-chart.tsx';
import { DoctorMilestones } from '../../features/milestones/components/doctor-milestones.tsx';
import { DoctorVaccinations } from '../../features/vaccinations/components/doctor-vaccinations.tsx';

/**
 * The doctor's patient overview with the growth and eye charts, the vaccinations and the milestones of their own features: app/ composes the
 * features, which never import each other. Each chart library still loads lazily inside its section.
 */
export default function DoctorPatientPage() {
  return (
    <PatientOverviewPage
      growthChart={(growthId) => <DoctorGrowthChart growthId={growthId} />}
      eyeChart={(eyeId, name) => <DoctorEyeCurve eyeRef={eyeId} name={name} />}
      vaccinations={(familyMemberId, className) => <DoctorVaccinations familyMemberId={familyMemberId} className={className} />}
      milestones={(familyMemberId, className) => <DoctorMilestones familyMemberId={familyMemberId} className={className} />}
    />
  );
}
