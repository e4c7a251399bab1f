import { defineCalls } from '../call-schemas.ts';
import { vaccinationRoutes } from '../routes/vaccinations.ts';
import {
  vaccinationInputSchema,
  vaccinationParamsSchema,
  vaccinationRecordParamsSchema,
  vaccinationScheduleSchema,
} from '../vaccinations.ts';

export const vaccinationCalls = defineCalls(vaccinationRoutes, {
  schedule: {
    summary: 'The member’s national immunisation schedule: each dose done, due, overdue, upcoming or not needed, with dates',
    description:
      'China’s 2021 national schedule with the amendments in force today, computed from the doses recorded (catch-up dates by the document’s minimum intervals and age rules), and the optional vaccines recorded. The owner parent and doctors of the member’s clinics; a doctor’s read is audited.',
    params: vaccinationParamsSchema,
    response: vaccinationScheduleSchema,
  },
  record: {
    summary: 'Record a dose given (vaccine, dose number, date, batch optional); answers the schedule as it now stands',
    description:
      'Owner parent only. date not before birth nor after today; a dose number already recorded for the vaccine is 409 RECORD_EXISTS and changes nothing.',
    params: vaccinationParamsSchema,
    body: vaccinationInputSchema,
    response: vaccinationScheduleSchema,
  },
  remove: {
    summary: 'Delete a dose recorded by mistake; answers the schedule as it now stands',
    description: 'Owner parent only. A record of another member, or none, is 404.',
    params: vaccinationRecordParamsSchema,
    response: vaccinationScheduleSchema,
  },
});
