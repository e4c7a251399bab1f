/** Content values with no zod behind them (re-exported by content.ts and by `@sprout/contracts/light`). */

/** The legal and help texts, keyed by the route that shows each (spec §2). */
export const LEGAL_KEYS = [
  'privatePolicy',
  'agreement',
  'vipAgreement',
  'autoRenewAgreement',
  'capsAgreement',
  'memberDiscountExplanation',
  'consultationInstructions',
  'about',
  'help',
] as const;
