import { Link, useNavigate, useSearchParams } from 'react-router';
import { clinicInputSchema, type AdminClinic, type LocalizedText } from '@sprout/contracts';
import { EditorShell } from '../../../components/ui/editor-shell.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdminClinic } from '../api/get-admin-clinic.ts';
import { useSaveClinic } from '../api/save-clinic.ts';
import styles from '../components/editor.module.css';
import { LocalizedField, LocalizedListField, StringListField, TextField } from '../components/fields.tsx';
import { RecordState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { useEditorForm } from '../hooks/use-editor-form.ts';

const empty = (): LocalizedText => ({ 'zh-CN': '', 'en-US': '' });
interface ClinicForm {
  name: LocalizedText;
  address: LocalizedText;
  phone: string;
  photos: string[];
  openingHours: LocalizedText[];
  services: LocalizedText[];
  introduction: LocalizedText;
  latitude: string;
  longitude: string;
  sortOrder: string;
}
const blank = (): ClinicForm => ({
  name: empty(),
  address: empty(),
  phone: '',
  photos: [],
  openingHours: [],
  services: [],
  introduction: empty(),
  latitude: '',
  longitude: '',
  sortOrder: '0',
});
const formOf = (c: AdminClinic): ClinicForm => ({
  ...c,
  latitude: c.latitude === null ? '' : String(c.latitude),
  longitude: c.longitude === null ? '' : String(c.longitude),
  sortOrder: String(c.sortOrder),
});
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** /admin/clinics/edit[?id=]: a clinic's page in both languages: photos, address, map position, phone, hours, services. */
export default function ClinicEditPage() {
  const { t } = useTranslation('editor');
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useAdminClinic(id);
  const save = useSaveClinic();
  const navigate = useNavigate();
  const { form, set, errors, onSubmit } = useEditorForm({
    blank,
    loaded: existing.data,
    toForm: formOf,
    schema: clinicInputSchema,
    toInput: (f: ClinicForm) => ({
      ...f,
      latitude: numberOrNull(f.latitude),
      longitude: numberOrNull(f.longitude),
      sortOrder: Number(f.sortOrder || 0),
    }),
    save: (input, callbacks) => save.mutate({ shopId: id, input }, callbacks),
    onSaved: (saved: AdminClinic) => {
      if (!id) void navigate(`/admin/clinics/edit?id=${saved.shopId}`, { replace: true });
    },
  });

  if (id && !existing.data) return <RecordState query={existing} title={t('clinics.editTitle')} backTo="/admin/clinics" />;
  return (
    <WorkspaceLayout
      title={id ? t('clinics.editTitle') : t('clinics.newTitle')}
      actions={<Link to="/admin/clinics">{t('actions.backToList')}</Link>}
    >
      <EditorShell
        testId="clinic-form"
        onSubmit={onSubmit}
        hasErrors={Object.keys(errors).length > 0}
        texts={{ fixErrors: t('fixErrors'), submit: t('actions.save') }}
        saving={save.isPending}
        actions={
          id ? (
            <a href={`/clinics/${id}`} target="_blank" rel="noreferrer">
              {t('clinics.openPublic')}
            </a>
          ) : null
        }
      >
        <LocalizedField path="name" label={t('clinics.name')} value={form.name} onChange={(v) => set('name', v)} errors={errors} />
        <LocalizedField
          path="address"
          label={t('clinics.address')}
          value={form.address}
          onChange={(v) => set('address', v)}
          errors={errors}
        />
        <div className={styles.pair}>
          <TextField
            path="phone"
            type="tel"
            label={t('clinics.phone')}
            value={form.phone}
            onChange={(v) => set('phone', v)}
            errors={errors}
          />
          <TextField
            path="sortOrder"
            type="number"
            label={t('clinics.sortOrder')}
            value={form.sortOrder}
            onChange={(v) => set('sortOrder', v)}
            errors={errors}
          />
        </div>
        <div className={styles.pair}>
          <TextField
            path="latitude"
            type="number"
            label={t('clinics.latitude')}
            hint={t('clinics.coordinatesHint')}
            value={form.latitude}
            onChange={(v) => set('latitude', v)}
            errors={errors}
          />
          <TextField
            path="longitude"
            type="number"
            label={t('clinics.longitude')}
            value={form.longitude}
            onChange={(v) => set('longitude', v)}
            errors={errors}
          />
        </div>
        <StringListField
          path="photos"
          label={t('clinics.photos')}
          hint={t('imageHint')}
          items={form.photos}
          onChange={(v) => set('photos', v)}
          errors={errors}
        />
        {form.photos.some(Boolean) ? (
          <div className={styles.row}>
            {form.photos.filter(Boolean).map((src, i) => (
              <img key={i} src={src} alt="" width={120} height={80} style={{ objectFit: 'cover', borderRadius: 8 }} />
            ))}
          </div>
        ) : null}
        <LocalizedListField
          path="openingHours"
          label={t('clinics.openingHours')}
          items={form.openingHours}
          onChange={(v) => set('openingHours', v)}
          errors={errors}
        />
        <LocalizedListField
          path="services"
          label={t('clinics.services')}
          items={form.services}
          onChange={(v) => set('services', v)}
          errors={errors}
        />
        <LocalizedField
          path="introduction"
          multiline
          label={t('clinics.introduction')}
          value={form.introduction}
          onChange={(v) => set('introduction', v)}
          errors={errors}
        />
      </EditorShell>
    </WorkspaceLayout>
  );
}
