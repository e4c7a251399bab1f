import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AdminDoctor } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import fieldStyles from '../../../components/ui/field.module.css';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdminClinics } from '../api/get-admin-clinics.ts';
import { useAdminDoctors } from '../api/get-admin-doctors.ts';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { LoadState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';

/** /admin/doctors[?clinicId=]: doctors with their clinics and sign-in phones, searchable. */
export default function DoctorsPage() {
  const { t } = useTranslation('editor');
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const clinicId = params.get('clinicId') ?? '';
  const [q, setQ] = useState('');
  const doctors = useAdminDoctors(q.trim(), clinicId);
  const clinics = useAdminClinics();
  const columns: Column<AdminDoctor>[] = [
    {
      key: 'name',
      header: t('doctors.name'),
      cell: (d) => <Link to={`/admin/doctors/edit?id=${d.id}`}>{d.name[lang]}</Link>,
      sortValue: (d) => d.name[lang],
    },
    { key: 'title', header: t('doctors.titleField'), cell: (d) => d.title[lang], sortValue: (d) => d.title[lang] },
    {
      key: 'clinics',
      header: t('doctors.clinics'),
      cell: (d) => d.clinics.map((c) => c.name[lang]).join('、'),
      sortValue: (d) => d.clinics.map((c) => c.name[lang]).join('、'),
    },
    {
      key: 'phone',
      header: t('doctors.signInPhone'),
      cell: (d) => d.signInPhone ?? <span className={styles.muted}>{t('doctors.noSignIn')}</span>,
    },
  ];

  return (
    <WorkspaceLayout
      title={t('doctors.title')}
      actions={
        <Link className="button button--primary" to="/admin/doctors/edit" data-testid="add-doctor">
          {t('doctors.add')}
        </Link>
      }
    >
      <div className={styles.toolbar}>
        <TextField path="q" label={t('doctors.search')} value={q} onChange={setQ} errors={{}} />
        <label className={fieldStyles.field}>
          <span className={fieldStyles.label}>{t('doctors.clinic')}</span>
          <select
            className={fieldStyles.input}
            value={clinicId}
            onChange={(e) => setParams(e.target.value ? { clinicId: e.target.value } : {})}
          >
            <option value="">{t('all')}</option>
            {clinics.data?.map((c) => (
              <option key={c.shopId} value={c.shopId}>
                {c.name[lang]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState query={doctors} />
      {doctors.data ? (
        <DataTable columns={columns} rows={doctors.data} rowKey={(d) => d.id} empty={t('empty')} testId="doctors-table" />
      ) : null}
    </WorkspaceLayout>
  );
}
