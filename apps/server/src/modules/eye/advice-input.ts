import { asc, eq } from 'drizzle-orm';
import { eyeExams, eyeProfiles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AdviceInputProvider } from '../advice/providers.ts';
import { growthByRecord } from './present.ts';

/** The health-advice rules' eye input: the latest exam's axial lengths and the faster eye's change per year. */
export const eyeAdviceInput: AdviceInputProvider = async (deps: AppDeps, memberId: string) => {
  const [profile] = await deps.db.select({ id: eyeProfiles.id }).from(eyeProfiles).where(eq(eyeProfiles.familyMemberId, memberId));
  if (!profile) return {};
  const history = await deps.db.select().from(eyeExams).where(eq(eyeExams.eyeId, profile.id)).orderBy(asc(eyeExams.examDate));
  const latest = history.at(-1);
  if (!latest) return {};
  const growth = growthByRecord(history).get(latest.id);
  const rates = [growth?.right.mmPerYear, growth?.left.mmPerYear].filter((rate): rate is number => typeof rate === 'number');
  return {
    latestEye: {
      rightAxialLength: latest.odAxialLength,
      leftAxialLength: latest.osAxialLength,
      growthPerYear: rates.length > 0 ? Math.max(...rates) : null,
      date: latest.examDate,
    },
  };
};
