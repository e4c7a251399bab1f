import { Link } from 'react-router';
import type { AdminClinic } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdminClinics } from '../api/get-admin-clinics.ts';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

/** /admin/clinics: every clinic of the group, to open and edit or to add one. */
export default function ClinicsPage() {
  const { t } = useTranslation('editor');
  const clinics = useAdminClinics();
  const lang = currentLanguage();
  const columns: Column<AdminClinic>[] = [
    {
      key: 'name',
      header: t('clinics.name'),
      cell: (c) => <Link to={`/admin/clinics/edit?id=${c.shopId}`}>{c.name[lang]}</Link>,
      sortValue: (c) => c.name[lang],
    },
    { key: 'address', header: t('clinics.address'), cell: (c) => c.address[lang], sortValue: (c) => c.address[lang] },
    { key: 'phone', header: t('clinics.phone'), cell: (c) => c.phone },
    {
      key: 'doctors',
      header: t('clinics.doctorCount'),
      cell: (c) => <Link to={`/admin/doctors?clinicId=${c.shopId}`}>{c.doctorCount}</Link>,
      sortValue: (c) => c.doctorCount,
    },
  ];
  return (
    <WorkspaceLayout
      title={t('clinics.title')}
      actions={
        <Link className="button button--primary" to="/admin/clinics/edit" data-testid="add-clinic">
          {t('clinics.add')}
        </Link>
      }
    >
      <LoadState query={clinics} />
      {clinics.data ? (
        <DataTable columns={columns} rows={clinics.data} rowKey={(c) => c.shopId} empty={t('empty')} testId="clinics-table" />
      ) : null}
    </WorkspaceLayout>
  );
}
