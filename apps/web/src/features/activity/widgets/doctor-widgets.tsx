import { DoctorItem as DoctorCardView, DoctorList, ShowMoreTags as Tags } from '../../../components/doctor-list/index.ts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { useDoctors } from '../api/get-doctors.ts';
import styles from '../components/activity.module.css';
import type { WidgetProps } from './types.ts';

/** Doctors chosen by ids (in that order) or all the doctors of a clinic, as the shared doctor cards. */
export function DoctorListModule({ node }: WidgetProps<'DoctorListModule'>) {
  const source = node.source;
  const doctors = useDoctors(source.by === 'ids' ? { ids: source.ids } : { clinicId: source.clinicId });
  return (
    <section data-testid="doctor-list-module">
      {node.title ? <h3 className={styles.widgetTitle}>{node.title}</h3> : null}
      {doctors.isPending ? (
        <PageLoading />
      ) : (
        <DoctorList doctors={(doctors.data ?? []).slice(0, node.limit)} visibleTags={node.visibleTags} />
      )}
    </section>
  );
}

/** One doctor's card, by id. */
export function DoctorItem({ node }: WidgetProps<'DoctorItem'>) {
  const doctors = useDoctors({ ids: [node.doctorId] });
  const doctor = doctors.data?.[0];
  if (doctors.isPending) return <PageLoading />;
  return doctor ? <DoctorCardView doctor={doctor} visibleTags={node.visibleTags} /> : <DoctorList doctors={[]} />;
}

/** A row of tags, the first few at once and the rest behind "show more". */
export function ShowMoreTags({ node }: WidgetProps<'ShowMoreTags'>) {
  return (
    <div className={styles.tagsWidget}>
      <Tags tags={node.tags} visibleCount={node.visibleCount} />
    </div>
  );
}
