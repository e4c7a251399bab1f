/**
 * Events on the child's charts (issue 33): a treatment started or stopped, an illness, or another event the family
 * or the child's clinic doctor wants to see beside the measurements (no zod: the web shell reads these).
 */
export const MEMBER_EVENT_KINDS = ['treatmentStart', 'treatmentStop', 'illness', 'other'] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];

/** The marker's label on a phone's chart: a few words. */
export const MEMBER_EVENT_NOTE_MAX = 40;
