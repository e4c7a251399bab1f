import { z } from 'zod';
import { MILESTONE_KEYS, WARNING_SIGN_SKILLS, WHO_MOTOR_IDS } from '@sprout/clinical';
import { idSchema, isoDateSchema } from './common.ts';

/**
 * Developmental milestones (issue 34 part 2): what the parent ticked, read against WHO's motor windows and the
 * national warning signs by @sprout/clinical (planMilestones). Keys are that package's lists, the one source.
 */
export const milestoneKeySchema = z.enum(MILESTONE_KEYS);
export const milestonesParamsSchema = z.object({ familyMemberId: idSchema });
export const milestoneParamsSchema = z.object({ familyMemberId: idSchema, key: milestoneKeySchema });

/** The day the child first did it: not before birth, not after today. */
export const milestoneInputSchema = z.strictObject({ achievedOn: isoDateSchema });
export type MilestoneInput = z.infer<typeof milestoneInputSchema>;

export const milestonesSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  birthDate: z.string(),
  asOf: z.string(),
  /** The age the milestones are read at, in months: corrected for a preterm baby below 2 years. */
  ageMonths: z.number(),
  /** Days taken off for prematurity (0 when none). */
  correctionDays: z.number().int(),
  motor: z.array(
    z.object({
      id: z.enum(WHO_MOTOR_IDS),
      fromMonths: z.number(),
      toMonths: z.number(),
      status: z.enum(['done', 'notYet', 'window', 'late', 'waiting']),
      achievedOn: z.string().nullable(),
      achievedAtMonths: z.number().nullable(),
      talkToDoctor: z.boolean(),
    }),
  ),
  /** The check age the child is at and its four skills; null below 3 months and from 7 years. */
  check: z
    .object({
      months: z.number().int(),
      skills: z.array(z.object({ skill: z.enum(WARNING_SIGN_SKILLS), achievedOn: z.string().nullable(), applies: z.boolean() })),
    })
    .nullable(),
  nextCheckMonths: z.number().int().nullable(),
  /** Signs that apply now plus motor milestones past their window: the doctor's count. */
  concerns: z.number().int(),
});
export type Milestones = z.infer<typeof milestonesSchema>;
