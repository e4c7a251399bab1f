/** The contact form's limits, without zod: the form's first screen reads them (light.ts); leads.ts builds its schema on them. */
export const PREFERRED_TIMES = ['weekdayMorning', 'weekdayAfternoon', 'weekdayEvening', 'weekend', 'anytime'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
/** Children the clinic group sees: from birth (0 = under one year) to 18. */
export const CHILD_AGE_MAX_YEARS = 18;
export const LEAD_LIMITS = { nameLength: 30, concernLength: 500, clinicNameLength: 60 } as const;
