import { defineCalls } from '../call-schemas.ts';
import { milestoneInputSchema, milestoneParamsSchema, milestonesParamsSchema, milestonesSchema } from '../milestones.ts';
import { milestoneRoutes } from '../routes/milestones.ts';

export const milestoneCalls = defineCalls(milestoneRoutes, {
  get: {
    summary: 'The member’s milestones: WHO’s six motor milestones against their windows, and the warning signs of the check age',
    description:
      'WHO Motor Development Study windows (2006) and the national warning signs (儿童心理行为发育问题预警征象, 2013) by @sprout/clinical. The owner parent and doctors of the member’s clinics; a doctor’s read is audited.',
    params: milestonesParamsSchema,
    response: milestonesSchema,
  },
  tick: {
    summary: 'Tick a milestone or skill with the day the child first did it; answers the milestones as they now stand',
    description: 'Owner parent only. achievedOn not before birth nor after today; ticking again changes the day.',
    params: milestoneParamsSchema,
    body: milestoneInputSchema,
    response: milestonesSchema,
  },
  untick: {
    summary: 'Take a tick back; answers the milestones as they now stand',
    description: 'Owner parent only. Nothing ticked is 404.',
    params: milestoneParamsSchema,
    response: milestonesSchema,
  },
});
