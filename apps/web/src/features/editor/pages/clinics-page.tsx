import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useAdminClinics } from '../api/get-admin-clinics.ts';
import styles from '../components/editor.module.css';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

/** /admin/clinics: every clinic of the group, to open and edit or to add one. */
export default function ClinicsPage() {
  const { t } = useTranslation('editor');
  const clinics = useAdminClinics();
  const lang = currentLanguage();
  return (
    <WorkspaceLayout
      title={t('clinics.title')}
      actions={
        <Link className="button button--primary" to="/admin/clinics/edit" data-testid="add-clinic">
          {t('clinics.add')}
        </Link>
      }
    >
      {clinics.isPending ? <PageLoading /> : null}
      {clinics.isError ? <p role="alert" className={styles.error}>{t('loadFailed')}</p> : null}
      {clinics.data ? (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <table className={styles.table} data-testid="clinics-table">
            <thead>
              <tr>
                <th scope="col">{t('clinics.name')}</th>
                <th scope="col">{t('clinics.address')}</th>
                <th scope="col">{t('clinics.phone')}</th>
                <th scope="col">{t('clinics.doctorCount')}</th>
              </tr>
            </thead>
            <tbody>
              {clinics.data.map((clinic) => (
                <tr key={clinic.shopId}>
                  <td>
                    <Link to={`/admin/clinics/edit?id=${clinic.shopId}`}>{clinic.name[lang]}</Link>
                  </td>
                  <td>{clinic.address[lang]}</td>
                  <td>{clinic.phone}</td>
                  <td>
                    <Link to={`/admin/doctors?clinicId=${clinic.shopId}`}>{clinic.doctorCount}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </WorkspaceLayout>
  );
}
