import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DoctorPatient } from '@sprout/contracts';
import { PATIENT_FLAGS, PATIENT_SORTS } from '@sprout/contracts/light';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { useLogout } from '../../../lib/auth/logout.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDoctorHome } from '../api/get-doctor-home.ts';
import { usePatients } from '../api/get-patients.ts';
import styles from '../components/doctor.module.css';
import { FlagList, useSexAge } from '../components/patient-facts.tsx';
import { useListFilter } from '../hooks/use-list-filter.ts';
import { DOCTOR_PAGES, patientPath } from '../utils/paths.ts';
import homeStyles from './doctor-home-page.module.css';

/** /doctor: a signed-in doctor's clinics and patients: search, flag filter, sort, paging. Doctors only (the gate). */
export default function DoctorHomePage() {
  return (
    <RoleGate area="doctor">
      <DoctorHome />
    </RoleGate>
  );
}

function DoctorHome() {
  const { t } = useTranslation('doctor');
  const home = useDoctorHome();
  const [filter, setFilter] = useListFilter();
  const [keyword, setKeyword] = useState(filter.keyword);
  const patients = usePatients(filter);
  const logout = useLogout();
  const today = localIsoDate();
  const list = patients.data?.pages.flatMap((p) => p.list) ?? [];
  const total = patients.data?.pages[0]?.total ?? 0;

  const sexAge = useSexAge();
  const columns: Column<DoctorPatient>[] = [
    {
      key: 'name',
      header: t('home.columns.name'),
      cell: (p) => (
        <Link to={patientPath(p.patientId)} data-testid="patient-card" data-patient-id={p.patientId} className={homeStyles.patientName}>
          {p.name}
        </Link>
      ),
    },
    { key: 'sexAge', header: t('home.columns.sexAge'), cell: (p) => sexAge(p, today) },
    { key: 'fileNumber', header: t('patient.fileNumber'), cell: (p) => p.fileNumber },
    { key: 'lastVisit', header: t('patient.lastVisit'), cell: (p) => p.lastVisitDate ?? t('patient.none'), sortKey: 'lastVisit' },
    { key: 'nextDue', header: t('patient.nextDue'), cell: (p) => p.nextDueDate ?? t('patient.none'), sortKey: 'nextDue' },
    { key: 'flags', header: t('home.columns.flags'), cell: (p) => <FlagList flags={p.flags} /> },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...filter, keyword });
  };

  return (
    <main className={styles.page} data-layout="wide" data-testid="doctor-home">
      <div className={homeStyles.top}>
        <div>
          <h1 className={styles.heading}>{t('home.heading')}</h1>
          {home.data ? <p className={styles.meta}>{t('home.greeting', { name: home.data.doctorName })}</p> : null}
        </div>
        <div className={styles.links}>
          <Link className="button" to={DOCTOR_PAGES.register} data-testid="link-register">
            {t('home.register')}
          </Link>
          <LanguageSwitch />
        </div>
      </div>

      {home.data ? (
        <section className={styles.card} aria-labelledby="clinics-title" data-testid="doctor-clinics">
          <h2 className={styles.cardTitle} id="clinics-title">
            {t('home.clinics')}
          </h2>
          <ul className={styles.list}>
            {home.data.clinics.map((clinic) => (
              <li key={clinic.clinicId} className={styles.meta}>
                {clinic.name} · {t('home.patientCount', { n: clinic.patientCount })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form className={homeStyles.searchRow} role="search" onSubmit={search}>
        <label htmlFor="patient-search" className="visually-hidden">
          {t('home.searchLabel')}
        </label>
        <input
          id="patient-search"
          className={styles.input}
          type="search"
          value={keyword}
          placeholder={t('home.searchPlaceholder')}
          onChange={(e) => setKeyword(e.target.value)}
          data-testid="patient-search"
        />
        <button type="submit" className="button button--primary">
          {t('home.search')}
        </button>
      </form>

      <div role="group" aria-label={t('home.sortLabel')} className={homeStyles.chips}>
        {PATIENT_SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className={homeStyles.chip}
            aria-pressed={filter.sort === sort}
            onClick={() => setFilter({ ...filter, sort })}
            data-testid={`sort-${sort}`}
          >
            {t(`sort.${sort}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t('home.flagLabel')} className={homeStyles.chips} data-testid="flag-filter">
        <button
          type="button"
          className={homeStyles.chip}
          aria-pressed={filter.flag === null}
          onClick={() => setFilter({ ...filter, flag: null })}
        >
          {t('home.allFlags')}
        </button>
        {PATIENT_FLAGS.map((flag) => (
          <button
            key={flag}
            type="button"
            className={homeStyles.chip}
            aria-pressed={filter.flag === flag}
            onClick={() => setFilter({ ...filter, flag })}
            data-testid={`flag-${flag}`}
          >
            {t(`flags.${flag}`)}
          </button>
        ))}
      </div>

      {patients.isPending ? <PageLoading /> : null}
      {patients.isError ? (
        <div role="alert" className={styles.note}>
          <p>{t('home.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void patients.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </button>
        </div>
      ) : null}
      {patients.isSuccess ? (
        <section aria-live="polite" aria-busy={patients.isFetching} data-testid="patient-list" data-total={total}>
          <p className={styles.meta}>{total === 0 ? t('home.empty') : t('home.total', { n: total })}</p>
          {/* A table at desk width, sorted by its date columns on the server (the list's own `sort`); cards on a phone. */}
          <DataTable
            columns={columns}
            rows={list}
            rowKey={(p) => p.patientId}
            empty=""
            testId="patient-table"
            sort={{
              by: filter.sort,
              // The server's orders: the latest visit first, the soonest check first.
              direction: filter.sort === 'lastVisit' ? 'desc' : 'asc',
              onSort: (by) => setFilter({ ...filter, sort: by === 'nextDue' ? 'nextDue' : 'lastVisit' }),
            }}
            footer={null}
          />
          {patients.hasNextPage ? (
            <button
              type="button"
              className="button"
              onClick={() => void patients.fetchNextPage()}
              disabled={patients.isFetchingNextPage}
              data-testid="load-more"
            >
              {patients.isFetchingNextPage ? t('home.loading') : t('home.loadMore')}
            </button>
          ) : null}
        </section>
      ) : null}

      <button type="button" className="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {t('home.signOut')}
      </button>
    </main>
  );
}
