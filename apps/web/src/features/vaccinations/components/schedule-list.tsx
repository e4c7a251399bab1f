import { useState } from 'react';
import type { PlannedDoseView, VaccinationSchedule } from '@sprout/contracts';
import { CardList, CardSection } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { sectionsOf } from '../utils/sections.ts';
import { DoseRow } from './dose-row.tsx';
import styles from './vaccinations.module.css';

/** Upcoming doses shown before "show later doses": the next visits, not the next six years. */
export const UPCOMING_SHOWN = 4;

interface ScheduleListProps {
  schedule: VaccinationSchedule;
  onRecord?: (dose: PlannedDoseView) => void;
  onRemove?: (dose: PlannedDoseView) => void;
  /** Heading level of the sections (2 on the parent's page, 3 inside the doctor's card). */
  level?: 2 | 3;
}

/** Overdue and due first, then what comes next; the doses given and those no longer needed behind a tap. */
export function ScheduleList({ schedule, onRecord, onRemove, level = 2 }: ScheduleListProps) {
  const { t } = useTranslation('vaccinations');
  const [allUpcoming, setAllUpcoming] = useState(false);
  const [showDone, setShowDone] = useState(false);
  const sections = sectionsOf(schedule);
  const Heading = level === 2 ? 'h2' : 'h3';
  const upcoming = allUpcoming ? sections.upcoming : sections.upcoming.slice(0, UPCOMING_SHOWN);
  const hiddenUpcoming = sections.upcoming.length - UPCOMING_SHOWN;
  const done = [...sections.done, ...sections.notNeeded];

  const list = (doses: readonly PlannedDoseView[]) => (
    <CardList>
      {doses.map((d) => (
        <DoseRow key={`${d.vaccine}-${d.dose}-${d.status}`} dose={d} asOf={schedule.asOf} onRecord={onRecord} onRemove={onRemove} />
      ))}
    </CardList>
  );

  return (
    <>
      {sections.overdue.length > 0 ? (
        <CardSection data-testid="section-overdue">
          <Heading className={`${styles.sectionTitle} ${styles.sectionTitleOverdue}`}>{t('sections.overdue')}</Heading>
          {list(sections.overdue)}
        </CardSection>
      ) : null}
      {sections.due.length > 0 ? (
        <CardSection data-testid="section-due">
          <Heading className={styles.sectionTitle}>{t('sections.due')}</Heading>
          {list(sections.due)}
        </CardSection>
      ) : null}
      {sections.overdue.length === 0 && sections.due.length === 0 && !schedule.beyondProgrammeAge ? (
        <p className={styles.meta} data-testid="none-due">
          {t('noneDue')}
        </p>
      ) : null}
      {upcoming.length > 0 ? (
        <CardSection data-testid="section-upcoming">
          <Heading className={styles.sectionTitle}>{t('sections.upcoming')}</Heading>
          {list(upcoming)}
          {hiddenUpcoming > 0 ? (
            <button type="button" className={styles.linkButton} onClick={() => setAllUpcoming((v) => !v)} aria-expanded={allUpcoming}>
              {allUpcoming ? t('showLess') : t('showMore', { count: hiddenUpcoming })}
            </button>
          ) : null}
        </CardSection>
      ) : null}
      {done.length > 0 ? (
        <CardSection data-testid="section-done">
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => setShowDone((v) => !v)}
            aria-expanded={showDone}
            data-testid="toggle-done"
          >
            {showDone ? t('showLess') : t('showDone', { count: sections.done.length })}
          </button>
          {showDone ? (
            <>
              {sections.done.length > 0 ? <Heading className={styles.sectionTitle}>{t('sections.done')}</Heading> : null}
              {list(sections.done)}
              {sections.notNeeded.length > 0 ? <Heading className={styles.sectionTitle}>{t('sections.notNeeded')}</Heading> : null}
              {list(sections.notNeeded)}
            </>
          ) : null}
        </CardSection>
      ) : null}
    </>
  );
}
