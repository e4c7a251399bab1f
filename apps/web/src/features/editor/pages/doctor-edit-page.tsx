import { Link, useNavigate, useSearchParams } from 'react-router';
import { doctorInputSchema, type AdminDoctor, type LocalizedText } from '@sprout/contracts';
import { EditorShell } from '../../../components/ui/editor-shell.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdminClinics } from '../api/get-admin-clinics.ts';
import { useAdminDoctor } from '../api/get-admin-doctor.ts';
import { useSaveDoctor } from '../api/save-doctor.ts';
import styles from '../components/editor.module.css';
import { LocalizedField, LocalizedListField, TextField } from '../components/fields.tsx';
import { RecordState } from '../components/load-state.tsx';
import { WorkspaceLayout } from '../components/workspace-layout.tsx';
import { useEditorForm } from '../hooks/use-editor-form.ts';

const empty = (): LocalizedText => ({ 'zh-CN': '', 'en-US': '' });
interface DoctorForm {
  name: LocalizedText;
  title: LocalizedText;
  photo: string;
  tags: LocalizedText[];
  introduction: LocalizedText;
  specialties: LocalizedText;
  clinicIds: string[];
  signInPhone: string;
  sortOrder: string;
}
const blank = (): DoctorForm => ({
  name: empty(),
  title: empty(),
  photo: '',
  tags: [],
  introduction: empty(),
  specialties: empty(),
  clinicIds: [],
  signInPhone: '',
  sortOrder: '0',
});
const formOf = (d: AdminDoctor): DoctorForm => ({
  name: d.name,
  title: d.title,
  photo: d.photo ?? '',
  tags: d.tags,
  introduction: d.introduction,
  specialties: d.specialties,
  clinicIds: d.clinics.map((c) => c.shopId),
  signInPhone: d.signInPhone ?? '',
  sortOrder: String(d.sortOrder),
});

/** /admin/doctors/edit[?id=]: a doctor's card in both languages, their clinics, and the phone they sign in with. */
export default function DoctorEditPage() {
  const { t } = useTranslation('editor');
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useAdminDoctor(id);
  const clinics = useAdminClinics();
  const save = useSaveDoctor();
  const navigate = useNavigate();
  const { form, set, errors, onSubmit } = useEditorForm({
    blank,
    loaded: existing.data,
    toForm: formOf,
    schema: doctorInputSchema,
    toInput: (f: DoctorForm) => ({
      ...f,
      photo: f.photo.trim() || null,
      signInPhone: f.signInPhone.trim() || null,
      sortOrder: Number(f.sortOrder || 0),
    }),
    save: (input, callbacks) => save.mutate({ id, input }, callbacks),
    onSaved: (saved: AdminDoctor) => {
      if (!id) void navigate(`/admin/doctors/edit?id=${saved.id}`, { replace: true });
    },
  });
  const toggleClinic = (shopId: string) =>
    set('clinicIds', form.clinicIds.includes(shopId) ? form.clinicIds.filter((c) => c !== shopId) : [...form.clinicIds, shopId]);

  if (id && !existing.data) return <RecordState query={existing} title={t('doctors.editTitle')} backTo="/admin/doctors" />;
  const clinicError = Object.entries(errors).find(([path]) => path === 'clinicIds' || path.startsWith('clinicIds.'))?.[1];
  return (
    <WorkspaceLayout
      title={id ? t('doctors.editTitle') : t('doctors.newTitle')}
      actions={<Link to="/admin/doctors">{t('actions.backToList')}</Link>}
    >
      <EditorShell
        testId="doctor-form"
        onSubmit={onSubmit}
        hasErrors={Object.keys(errors).length > 0}
        texts={{ fixErrors: t('fixErrors'), submit: t('actions.save') }}
        saving={save.isPending}
      >
        <LocalizedField path="name" label={t('doctors.name')} value={form.name} onChange={(v) => set('name', v)} errors={errors} />
        <LocalizedField path="title" label={t('doctors.titleField')} value={form.title} onChange={(v) => set('title', v)} errors={errors} />
        <fieldset className={styles.fieldset} aria-invalid={clinicError ? true : undefined} data-path="clinicIds">
          <legend className={styles.legend}>{t('doctors.clinics')}</legend>
          <div className={styles.row}>
            {clinics.data?.map((c) => (
              <button
                key={c.shopId}
                type="button"
                className={styles.chip}
                aria-pressed={form.clinicIds.includes(c.shopId)}
                onClick={() => toggleClinic(c.shopId)}
              >
                {c.name[lang]}
              </button>
            ))}
          </div>
          <FieldError error={clinicError} testId="error-clinicIds" />
        </fieldset>
        <div className={styles.pair}>
          <TextField
            path="signInPhone"
            type="tel"
            label={t('doctors.signInPhone')}
            hint={t('doctors.signInPhoneHint')}
            value={form.signInPhone}
            onChange={(v) => set('signInPhone', v.replace(/\D/g, ''))}
            errors={errors}
          />
          <TextField
            path="photo"
            label={t('doctors.photo')}
            hint={t('imageHint')}
            value={form.photo}
            onChange={(v) => set('photo', v)}
            errors={errors}
          />
        </div>
        {form.photo ? <img src={form.photo} alt="" width={80} height={80} style={{ objectFit: 'cover', borderRadius: '50%' }} /> : null}
        <LocalizedListField path="tags" label={t('doctors.tags')} items={form.tags} onChange={(v) => set('tags', v)} errors={errors} />
        <LocalizedField
          path="specialties"
          multiline
          label={t('doctors.specialties')}
          value={form.specialties}
          onChange={(v) => set('specialties', v)}
          errors={errors}
        />
        <LocalizedField
          path="introduction"
          multiline
          label={t('doctors.introduction')}
          value={form.introduction}
          onChange={(v) => set('introduction', v)}
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
      </EditorShell>
    </WorkspaceLayout>
  );
}
