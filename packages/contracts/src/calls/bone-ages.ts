import { boneAgeInputSchema, boneAgeParamsSchema, boneAgesParamsSchema, boneAgesSchema } from '../bone-ages.ts';
import { defineCalls } from '../call-schemas.ts';
import { boneAgeRoutes } from '../routes/bone-ages.ts';

export const boneAgeCalls = defineCalls(boneAgeRoutes, {
  list: {
    summary: 'The member’s bone age readings, oldest first, each with the height it is plotted beside and its SDS for bone age',
    description: 'The family (owner, guardians, caregivers) and doctors of the member’s clinics; a doctor’s read is audited.',
    params: boneAgesParamsSchema,
    response: boneAgesSchema,
  },
  add: {
    summary: 'Record a bone age reading; answers the readings as they now stand',
    description:
      'Doctors of the member’s clinics only (anyone else 404, as for every clinical write). takenOn not before birth nor after today; boneAgeMonths 0-240, whole months.',
    params: boneAgesParamsSchema,
    body: boneAgeInputSchema,
    response: boneAgesSchema,
  },
  remove: {
    summary: 'Take a reading back; answers the readings as they now stand',
    description: 'Doctors of the member’s clinics only (anyone else 404). An unknown reading is 404.',
    params: boneAgeParamsSchema,
    response: boneAgesSchema,
  },
});
