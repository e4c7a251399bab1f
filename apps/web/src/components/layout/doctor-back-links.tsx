import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/react.tsx';

/** The doctor workspace's addresses, as features/doctor names them (a shared component cannot import a feature). */
const DOCTOR_HOME = '/doctor';
const patientPath = (patientId: string) => `/doctor/patient?patientId=${encodeURIComponent(patientId)}`;

/**
 * The way back from a spec doctor screen (growth, eye, one child view) or its refusal (issue 30): to the child's
 * page in the doctor workspace when the child's file is known, and always to the patient list.
 */
export function DoctorBackLinks({ patientId, name }: { patientId?: string | null; name?: string | null }) {
  const { t } = useTranslation('common');
  return (
    <nav className="doctor-back-links" aria-label={t('doctorBack.label')} data-testid="doctor-back">
      {patientId ? (
        <Link to={patientPath(patientId)} data-testid="back-to-patient">
          ← {name ? t('doctorBack.patientNamed', { name }) : t('doctorBack.patient')}
        </Link>
      ) : null}
      <Link to={DOCTOR_HOME} data-testid="back-to-list">
        {t('doctorBack.list')}
      </Link>
    </nav>
  );
}
