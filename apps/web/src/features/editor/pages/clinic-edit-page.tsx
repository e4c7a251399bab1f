import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { clinicInputSchema, type AdminClinic, type LocalizedText } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { showToast } from '../../../lib/feedback/toast.ts';
import { showApiError } from '../../../lib/request/index.ts';
import { useAdminClinic } from '../api/get-admin-clinic.ts';
import { useSaveClinic } from '../api/save-clinic.ts';
import { FormError, LocalizedField, LocalizedListField, StringListField, TextField, type FieldErrors } from '../components/fields.tsx';
import styles from '../components/editor.module.css';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { focusFirstError, serverFieldErrors, validate } from '../utils/field-errors.ts';

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
const blank = (): ClinicForm => ({ name: empty(), address: empty(), phone: '', photos: [], openingHours: [], services: [], introduction: empty(), latitude: '', longitude: '', sortOrder: '0' });
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
  const [form, setForm] = useState<ClinicForm>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (existing.data) setForm(formOf(existing.data));
  }, [existing.data]);

  const set = <K extends keyof ClinicForm>(key: K, value: ClinicForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = { ...form, latitude: numberOrNull(form.latitude), longitude: numberOrNull(form.longitude), sortOrder: Number(form.sortOrder || 0) };
    const checked = validate(clinicInputSchema, candidate, t);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(
      { shopId: id, input: checked.data },
      {
        onSuccess: (saved) => {
          void showToast({ content: t('saved'), icon: 'success' });
          if (!id) void navigate(`/admin/clinics/edit?id=${saved.shopId}`, { replace: true });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) {
            setErrors(fields);
            focusFirstError();
          } else showApiError(error);
        },
      },
    );
  };

  if (id && existing.isPending) return <PageLoading />;
  return (
    <WorkspaceLayout title={id ? t('clinics.editTitle') : t('clinics.newTitle')} actions={<Link to="/admin/clinics">{t('actions.backToList')}</Link>}>
      <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate data-testid="clinic-form">
        {Object.keys(errors).length > 0 ? <FormError>{t('fixErrors')}</FormError> : null}
        <LocalizedField path="name" label={t('clinics.name')} value={form.name} onChange={(v) => set('name', v)} errors={errors} />
        <LocalizedField path="address" label={t('clinics.address')} value={form.address} onChange={(v) => set('address', v)} errors={errors} />
        <div className={styles.pair}>
          <TextField path="phone" type="tel" label={t('clinics.phone')} value={form.phone} onChange={(v) => set('phone', v)} errors={errors} />
          <TextField path="sortOrder" type="number" label={t('clinics.sortOrder')} value={form.sortOrder} onChange={(v) => set('sortOrder', v)} errors={errors} />
        </div>
        <div className={styles.pair}>
          <TextField path="latitude" type="number" label={t('clinics.latitude')} hint={t('clinics.coordinatesHint')} value={form.latitude} onChange={(v) => set('latitude', v)} errors={errors} />
          <TextField path="longitude" type="number" label={t('clinics.longitude')} value={form.longitude} onChange={(v) => set('longitude', v)} errors={errors} />
        </div>
        <StringListField path="photos" label={t('clinics.photos')} hint={t('imageHint')} items={form.photos} onChange={(v) => set('photos', v)} errors={errors} />
        {form.photos.some(Boolean) ? (
          <div className={styles.row}>
            {form.photos.filter(Boolean).map((src, i) => (
              <img key={i} src={src} alt="" width={120} height={80} style={{ objectFit: 'cover', borderRadius: 8 }} />
            ))}
          </div>
        ) : null}
        <LocalizedListField path="openingHours" label={t('clinics.openingHours')} items={form.openingHours} onChange={(v) => set('openingHours', v)} errors={errors} />
        <LocalizedListField path="services" label={t('clinics.services')} items={form.services} onChange={(v) => set('services', v)} errors={errors} />
        <LocalizedField path="introduction" multiline label={t('clinics.introduction')} value={form.introduction} onChange={(v) => set('introduction', v)} errors={errors} />
        <div className={styles.row}>
          <button type="submit" className="button button--primary" disabled={save.isPending} data-testid="save">
            {t('actions.save')}
          </button>
          {id ? <a href={`/clinics/${id}`} target="_blank" rel="noreferrer">{t('clinics.openPublic')}</a> : null}
        </div>
      </form>
    </WorkspaceLayout>
  );
}
