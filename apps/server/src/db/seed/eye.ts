import { addDays } from '@sprout/clinical';
import { examValues } from '../../modules/eye/repository.ts';
import { eyeExams, eyeProfiles } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_AGES_DAYS, DEMO_IDS } from './demo-people.ts';
import { boyHaoranSlowGrowth, storyExams, teenSiyuMyopiaOrthoK, type EyeStory } from './eye-stories.ts';

/** Fixed eye profile ids (eyeId and the legacy eyeAxisId) of the demo children, for links and tests. */
export const DEMO_EYE_IDS = {
  boyHaoran: { eyeId: 'e2000000-0000-4000-8000-000000000002', eyeAxisId: 'e2100000-0000-4000-8000-000000000002' },
  teenSiyu: { eyeId: 'e2000000-0000-4000-8000-000000000011', eyeAxisId: 'e2100000-0000-4000-8000-000000000011' },
} as const;

/** Years of eye exams for the two demo children followed by the clinics (BRIEF "Data that must look real"). */
export async function seedEye({ tx, today }: SeedContext): Promise<void> {
  const children: { key: keyof typeof DEMO_EYE_IDS; story: EyeStory; doctor: string }[] = [
    { key: 'boyHaoran', story: boyHaoranSlowGrowth, doctor: DEMO_IDS.accounts.doctorChen },
    { key: 'teenSiyu', story: teenSiyuMyopiaOrthoK, doctor: DEMO_IDS.accounts.doctorZhao },
  ];
  for (const { key, story, doctor } of children) {
    const ids = DEMO_EYE_IDS[key];
    await tx.insert(eyeProfiles).values({ id: ids.eyeId, eyeAxisId: ids.eyeAxisId, familyMemberId: DEMO_IDS.members[key] });
    const birthDate = addDays(today, -DEMO_AGES_DAYS[key]);
    const exams = storyExams(story, birthDate).filter((exam) => exam.examDate <= today);
    await tx.insert(eyeExams).values(exams.map((exam) => ({ ...examValues(exam, doctor), eyeId: ids.eyeId, createdBy: doctor })));
  }
}
