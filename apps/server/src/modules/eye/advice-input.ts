import { gradeAxialProgression, PROGRESSION_LABELS, type ProgressionLabel } from '@sprout/clinical';
import { referencesOf, type AppDeps } from '../../deps.ts';
import type { AdviceInputProvider } from '../advice/providers.ts';
import { growthFromBaselines } from './present.ts';
import { eyeRepository } from './repository.ts';

/**
 * The health-advice rules' eye input: the latest exam's axial lengths, the faster eye's change per year and
 * the stronger of the two eyes' progression labels, graded for the child's age and sex.
 */
export const eyeAdviceInput: AdviceInputProvider = async (deps: AppDeps, memberId: string) => {
  // The latest exam and its baselines, not the history (a long one took tens of milliseconds an advice list).
  const found = await eyeRepository(deps.db).withLatestExam(memberId);
  if (!found) return {};
  const { profile, row: latest } = found;
  const growth = growthFromBaselines(latest, found.baselines).get(latest.id);
  const rates = [growth?.right.mmPerYear, growth?.left.mmPerYear].filter((rate): rate is number => typeof rate === 'number');
  const reference = referencesOf(deps).axialLength;
  const labels = (['right', 'left'] as const).flatMap((side): ProgressionLabel[] => {
    const g = growth?.[side];
    const mm = side === 'right' ? latest.odAxialLength : latest.osAxialLength;
    if (!g || g.sinceExamDate === null || g.sinceAxialLengthMm === null || mm === null) return [];
    const graded = gradeAxialProgression(reference, {
      sex: profile.sex,
      birthDate: profile.birthDate,
      from: { examDate: g.sinceExamDate, axialLengthMm: g.sinceAxialLengthMm },
      to: { examDate: g.examDate, axialLengthMm: mm },
    });
    return graded ? [graded.label] : [];
  });
  const strongest = labels.reduce<ProgressionLabel | null>(
    (worst, label) => (worst === null || PROGRESSION_LABELS.indexOf(label) > PROGRESSION_LABELS.indexOf(worst) ? label : worst),
    null,
  );
  return {
    latestEye: {
      rightAxialLength: latest.odAxialLength,
      leftAxialLength: latest.osAxialLength,
      growthPerYear: rates.length > 0 ? Math.max(...rates) : null,
      progression: strongest,
      date: latest.examDate,
    },
  };
};
