import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { ClinicDetailView } from '../components/clinic-detail.tsx';
import styles from '../components/clinic.module.css';
import { CustomerServiceButton } from '../components/customer-service-button.tsx';
import { useClinicState } from '../hooks/use-clinic-state.ts';

const HTTP_NOT_FOUND = 404;

/** /clinics/{clinicId}: the clinic's details and doctors, and the customer-service button (spec §2, §7). */
export default function ClinicPage() {
  const { t } = useTranslation('clinics');
  const { clinicId = '' } = useParams();
  const { shopDetailInfo, clinicServiceInfo, clinic } = useClinicState(clinicId);

  if (clinic.isError) {
    const missing = isApiError(clinic.error) && clinic.error.status === HTTP_NOT_FOUND;
    return (
      <main data-testid={missing ? 'clinic-not-found' : 'clinic-error'}>
        <StatusScreen
          title={missing ? t('notFound.title') : t('loadFailed')}
          description={missing ? t('notFound.description') : clinic.error.message}
        >
          {missing ? null : (
            <button type="button" className="button button--primary" onClick={() => void clinic.refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </button>
          )}
          <Link className={missing ? 'button button--primary' : 'button'} to="/clinics">
            {t('notFound.toList')}
          </Link>
        </StatusScreen>
      </main>
    );
  }

  return (
    <main className={styles.page} data-testid="clinic-page" data-shop-id={shopDetailInfo?.shopId}>
      {shopDetailInfo ? <ClinicDetailView clinic={shopDetailInfo} /> : <PageLoading />}
      <CustomerServiceButton info={clinicServiceInfo} />
    </main>
  );
}
