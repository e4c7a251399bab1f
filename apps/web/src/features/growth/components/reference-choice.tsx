import type { GrowthCurve, GrowthIndicatorName } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { GrowthScope } from '../api/keys.ts';
import { useSetGrowthReference, useSetPretermReference } from '../api/set-growth-reference.ts';
import styles from './growth.module.css';

/** The family's choice. A doctor of the child's clinic may instead put CDC 2000, which the family then sees but cannot change (issue 33). */
const CHOICES = ['who', 'china'] as const;
const PRETERM_CHOICES = ['fenton2013', 'intergrowth21'] as const;

interface ChoiceButtonsProps<T extends string> {
  label: string;
  choices: readonly T[];
  chosen: T;
  busy: boolean;
  onChoose: (choice: T) => void;
  labelOf: (choice: T) => string;
  testIdPrefix: string;
}

/** A stored per-child choice as pressed buttons: the chosen one is pressed; all wait while a choice is saved. */
function ChoiceButtons<T extends string>({ label, choices, chosen, busy, onChoose, labelOf, testIdPrefix }: ChoiceButtonsProps<T>) {
  return (
    <div className={styles.modeSwitch} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={styles.tab}
          aria-pressed={chosen === choice}
          disabled={busy}
          onClick={() => chosen !== choice && onChoose(choice)}
          data-testid={`${testIdPrefix}-${choice}`}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}

/**
 * The reference set of the chart (issue 17): the parent chooses WHO or China's WS/T 423—2022 for the child (stored);
 * the doctor sees the family's choice and may put CDC 2000 instead (issue 33), or take it back to WHO; both may
 * overlay the other set's P3/P50/P97 to compare.
 */
export function ReferenceChoice({
  scope,
  settable = true,
  curve,
  compare,
  onCompare,
}: {
  scope: GrowthScope;
  settable?: boolean;
  curve: GrowthCurve;
  compare: boolean;
  onCompare: (on: boolean) => void;
}) {
  const { t } = useTranslation('beyond');
  const doctor = scope === 'doctor';
  const store = useSetGrowthReference(curve.growthId, doctor);
  const chosen = store.isPending && store.variables ? store.variables : curve.growthReference;
  const byDoctor = curve.growthReference === 'cdc2000';
  return (
    <div className={styles.modeRow} data-testid="reference-choice">
      {doctor ? (
        <>
          <p className={styles.hint} data-testid="reference-stored">
            {byDoctor
              ? t('reference.chosenByDoctor', { reference: t('reference.cdc2000Full') })
              : t('reference.doctorStored', { reference: t(`reference.${curve.growthReference}`) })}
          </p>
          {/* The doctor does not choose for the family between WHO and China: they put CDC 2000, or take it back to WHO. */}
          <button
            type="button"
            className={styles.tab}
            disabled={store.isPending}
            onClick={() => store.mutate(byDoctor ? 'who' : 'cdc2000')}
            data-testid={byDoctor ? 'reference-clear-cdc2000' : 'reference-use-cdc2000'}
          >
            {t(byDoctor ? 'reference.clearCdc' : 'reference.useCdc')}
          </button>
        </>
      ) : byDoctor ? (
        <p className={styles.hint} data-testid="reference-stored">
          {t('reference.chosenByDoctor', { reference: t('reference.cdc2000Full') })}
        </p>
      ) : settable ? (
        <ChoiceButtons
          label={t('reference.label')}
          choices={CHOICES}
          chosen={chosen}
          busy={store.isPending}
          onChoose={(choice) => store.mutate(choice)}
          labelOf={(choice) => t(`reference.${choice}`)}
          testIdPrefix="reference"
        />
      ) : (
        <p className={styles.hint} data-testid="reference-stored">
          {t('reference.doctorStored', { reference: t(`reference.${curve.growthReference}`) })}
        </p>
      )}
      <button
        type="button"
        className={styles.tab}
        aria-pressed={compare}
        onClick={() => onCompare(!compare)}
        data-testid="reference-compare"
      >
        {t('reference.compare')}
      </button>
    </div>
  );
}

/** The notes under the chart with China chosen: what the lines are, and which points WHO scored instead. */
export function ReferenceNotes({
  curve,
  indicator,
  compare,
  ageText,
}: {
  curve: GrowthCurve;
  indicator: GrowthIndicatorName;
  compare: boolean;
  ageText: (months: number) => string;
}) {
  const { t } = useTranslation('beyond');
  const section = curve.indicators.find((i) => i.indicator === indicator);
  const china = curve.growthReference === 'china';
  const cdc = curve.growthReference === 'cdc2000';
  const chinaTo = section?.chinaToMonths ?? null;
  const past = chinaTo !== null && section ? section.measurements.some((m) => m.ageMonths > chinaTo) : false;
  return (
    <>
      {china ? (
        <p className={styles.hint} data-testid="reference-lines-note">
          {t(chinaTo === null ? 'reference.linesChinaBmi' : 'reference.linesChina')}
        </p>
      ) : null}
      {cdc ? (
        <p className={styles.hint} data-testid="reference-lines-note">
          {t('reference.linesCdc')}
        </p>
      ) : null}
      {past && chinaTo !== null ? (
        <p className={styles.hint} data-testid="reference-past-china">
          {t('reference.pastChina', { age: ageText(chinaTo) })}
        </p>
      ) : null}
      {compare ? (
        <p className={styles.hint} data-testid="reference-compare-note">
          {t(china || cdc ? 'reference.compareWho' : 'reference.compareChina')}
        </p>
      ) : null}
    </>
  );
}

/**
 * The preterm chart's reference (issue 17 item 7): the parent chooses Fenton 2013 or INTERGROWTH-21st for the child
 * (stored); the doctor sees the family's choice. The hint says what each scores and that WHO follows.
 */
export function PretermChoice({ scope, settable = true, curve }: { scope: GrowthScope; settable?: boolean; curve: GrowthCurve }) {
  const { t } = useTranslation('growth');
  const store = useSetPretermReference(curve.growthId);
  const chosen = store.isPending && store.variables ? store.variables : curve.pretermReference;
  return (
    <div data-testid="preterm-choice">
      {scope === 'patient' && settable ? (
        <ChoiceButtons
          label={t('pretermChoice.label')}
          choices={PRETERM_CHOICES}
          chosen={chosen}
          busy={store.isPending}
          onChoose={(choice) => store.mutate(choice)}
          labelOf={(choice) => t(`pretermChoice.${choice}`)}
          testIdPrefix="preterm"
        />
      ) : (
        <p className={styles.hint}>
          {t('pretermChoice.label')}: {t(`pretermChoice.${curve.pretermReference}`)}
        </p>
      )}
      <p className={styles.hint}>{t('pretermChoice.hint')}</p>
    </div>
  );
}
