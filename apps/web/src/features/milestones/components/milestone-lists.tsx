import type { MilestoneKey } from '@sprout/clinical';
import type { Milestones } from '@sprout/contracts';
import { Card, CardList, CardSection } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { formatAtMost } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { checkAgeWords } from '../utils/check-age.ts';
import styles from './milestones.module.css';
import { TickControl, type TickProps } from './tick-control.tsx';

export interface ListProps {
  milestones: Milestones;
  /** How a key is ticked, for a reader who may tick (the owner parent); absent for a doctor. */
  editFor?: (key: MilestoneKey) => TickProps['edit'];
}

const number = (value: number, lang: string) => formatAtMost(value, 1, lang);

/** WHO's six gross motor milestones, each with its window and, past it without a tick, "talk to your doctor". */
export function MotorList({ milestones, editFor }: ListProps) {
  const { t, i18n } = useTranslation('milestones');
  const name = milestones.name;
  return (
    <CardSection data-testid="motor-list">
      <h2 className={styles.title}>{t('motorTitle')}</h2>
      <p className={styles.meta}>{t('motorIntro')}</p>
      <CardList>
        {milestones.motor.map((m) => {
          const key = `who.${m.id}` as const;
          const state = m.status === 'done' ? 'done' : m.talkToDoctor ? 'concern' : 'open';
          return (
            <Card key={m.id} tone={state === 'open' ? 'plain' : state} data-state={state} data-testid={`motor-${m.id}`}>
              <p className={styles.name}>{t(`motor.${m.id}`)}</p>
              <p className={styles.line}>
                {t('window', { from: number(m.fromMonths, i18n.language), to: number(m.toMonths, i18n.language) })}
              </p>
              <TickControl
                achievedOn={m.achievedOn}
                doneText={
                  m.achievedOn && m.achievedAtMonths !== null
                    ? t('doneOn', { date: formatDate(m.achievedOn, i18n.language), months: number(m.achievedAtMonths, i18n.language) })
                    : ''
                }
                edit={editFor?.(key)}
                testId={`motor-${m.id}`}
              >
                {m.status === 'done' ? null : (
                  <>
                    <p className={m.talkToDoctor ? styles.concern : styles.line}>{t(`status.${m.status}`)}</p>
                    {m.talkToDoctor && editFor ? <p className={styles.concern}>{t('talkToDoctor', { name })}</p> : null}
                  </>
                )}
              </TickControl>
            </Card>
          );
        })}
      </CardList>
    </CardSection>
  );
}

/** The four warning signs of the check age the child is at: each not ticked is said plainly, with "talk to your doctor". */
export function WarningSigns({ milestones, editFor }: ListProps) {
  const { t, i18n } = useTranslation('milestones');
  const ageOf = (months: number) => {
    const words = checkAgeWords(months);
    return t(words.key, { n: words.count });
  };
  const check = milestones.check;
  return (
    <CardSection data-testid="warning-signs">
      {check ? (
        <>
          <h2 className={styles.title}>{t('checkTitle', { age: ageOf(check.months) })}</h2>
          <p className={styles.meta}>{t('checkIntro')}</p>
          <CardList>
            {check.skills.map((s) => (
              <Card
                key={s.skill}
                tone={s.applies ? 'concern' : 'done'}
                data-state={s.applies ? 'concern' : 'done'}
                data-testid={`sign-${s.skill}`}
              >
                <p className={styles.name}>{t(`skill.${s.skill}`)}</p>
                <TickControl
                  achievedOn={s.achievedOn}
                  doneText={s.achievedOn ? t('doneOnDay', { date: formatDate(s.achievedOn, i18n.language) }) : ''}
                  edit={editFor?.(`sign.${s.skill}`)}
                  testId={`sign-${s.skill}`}
                >
                  <p className={styles.concern}>{editFor ? t('signApplies', { name: milestones.name }) : t('doctor.notTicked')}</p>
                </TickControl>
              </Card>
            ))}
          </CardList>
        </>
      ) : (
        <p className={styles.meta}>{milestones.nextCheckMonths === null ? t('checkPast') : t('checkNone')}</p>
      )}
      {milestones.nextCheckMonths !== null ? (
        <p className={styles.meta}>{t('nextCheck', { age: ageOf(milestones.nextCheckMonths) })}</p>
      ) : null}
    </CardSection>
  );
}
