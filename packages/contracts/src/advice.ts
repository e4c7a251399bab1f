import { z } from 'zod';
import { localizedTextSchema, textSchema } from './common.ts';
import { localizedInput } from './content.ts';
import { entryCorrectionSchema } from './health-record.ts';

/** Health advice for one family member: rules over age, growth and eye data, plus their doctors' advice. */
export const ADVICE_CATEGORIES = ['outdoor', 'screen', 'sleep', 'nutrition', 'growth', 'eyes', 'checkups'] as const;
export const adviceCategorySchema = z.enum(ADVICE_CATEGORIES);
export type AdviceCategory = z.infer<typeof adviceCategorySchema>;

/** How much the advice asks of the parent: a habit to keep, something to watch, or a visit to the doctor. */
export const ADVICE_LEVELS = ['info', 'attention', 'seeDoctor'] as const;
export const adviceLevelSchema = z.enum(ADVICE_LEVELS);
export type AdviceLevel = z.infer<typeof adviceLevelSchema>;

export const ruleAdviceSchema = z.object({
  ruleId: z.string(),
  category: adviceCategorySchema,
  level: adviceLevelSchema,
  title: z.string(),
  text: z.string(),
});
export type RuleAdvice = z.infer<typeof ruleAdviceSchema>;

export const doctorAdviceSchema = z.object({
  id: z.string(),
  doctorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Its version and correction mark, as the health record's entries (health-record.ts). */
  version: z.number().int(),
  correction: entryCorrectionSchema.nullable(),
});
export type DoctorAdvice = z.infer<typeof doctorAdviceSchema>;

export const healthAdvicesSchema = z.object({
  familyMemberId: z.string(),
  name: z.string(),
  ageDays: z.number().int(),
  /** Dates of the data the rules used; null when there was none. */
  growthDate: z.string().nullable(),
  eyeDate: z.string().nullable(),
  advices: z.array(ruleAdviceSchema),
  doctorAdvices: z.array(doctorAdviceSchema),
});
export type HealthAdvices = z.infer<typeof healthAdvicesSchema>;

export const doctorAdviceInputSchema = z.strictObject({ text: textSchema({ min: 1, max: 2000, multiline: true }) });
export type DoctorAdviceInput = z.infer<typeof doctorAdviceInputSchema>;

// ---------- the advice texts editors reword ----------

/**
 * Every advice text an editor may reword, with the `{placeholders}` its wording may use: the values the rule
 * fills in (apps/server/src/modules/advice/rules.ts). A rule's own text is keyed by its id; a rule that words an
 * age band differently has `rule.variant` keys too (screen time under 2 years, and from 2 to 5). The code holds
 * the clinic's default wording of each (advice/texts.ts); an editor's published version replaces it, and
 * withdrawing it brings the default back.
 */
export const ADVICE_TEXT_PLACEHOLDERS = {
  heightForAgeLow: ['z'],
  weightForAgeLow: ['z'],
  bmiLow: ['z'],
  bmiHigh: ['z'],
  axialGrowthFast: ['mmPerYear'],
  axialLengthLong: ['mm'],
  growthCheckDue: ['months'],
  eyeCheckDue: ['months'],
  growthOnTrack: [],
  vitaminDInfant: ['iu'],
  outdoorTime: ['hours'],
  screenTimeByAge: ['maxHours', 'sessionMinutes'],
  'screenTimeByAge.none': ['maxHours'],
  'screenTimeByAge.preschool': ['maxHours'],
  sleepByAge: ['min', 'max'],
} as const satisfies Record<string, readonly string[]>;
export type AdviceTextKey = keyof typeof ADVICE_TEXT_PLACEHOLDERS;
export const ADVICE_TEXT_KEYS = Object.keys(ADVICE_TEXT_PLACEHOLDERS) as AdviceTextKey[];
export const adviceTextKeySchema = z.enum(ADVICE_TEXT_KEYS as [AdviceTextKey, ...AdviceTextKey[]]);
export const adviceTextKeyParamsSchema = z.object({ key: adviceTextKeySchema });

/** An advice's wording in both languages: a short title and the text under it (plain text, no HTML). */
export const adviceTextInputSchema = z.strictObject({ title: localizedInput(60), text: localizedInput(400) });
export type AdviceTextInput = z.infer<typeof adviceTextInputSchema>;

/**
 * The placeholders of `input` that the rule behind `key` does not fill in, each with the field it is in: a
 * parent would read "{zscore}" as is. The server refuses them on save and the editor's form flags them first.
 */
export function unknownAdvicePlaceholders(key: AdviceTextKey, input: AdviceTextInput): { path: string[]; name: string }[] {
  const allowed: readonly string[] = ADVICE_TEXT_PLACEHOLDERS[key];
  const found: { path: string[]; name: string }[] = [];
  for (const field of ['title', 'text'] as const) {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      for (const match of input[field][lang].matchAll(/\{(\w+)\}/g)) {
        if (!allowed.includes(match[1]!)) found.push({ path: [field, lang], name: match[1]! });
      }
    }
  }
  return found;
}

/** The editor's form: the key it rewords, its wording, and no placeholder the rule cannot fill. */
export const adviceTextFormSchema = adviceTextInputSchema.extend({ key: adviceTextKeySchema }).superRefine((value, ctx) => {
  for (const issue of unknownAdvicePlaceholders(value.key, value)) {
    ctx.addIssue({ code: 'custom', path: issue.path, message: 'validation.unknownPlaceholder' });
  }
});

/** One advice text as the editors' list shows it: the default wording, and the edited one if there is one. */
export const adviceTextEntrySchema = z.object({
  key: adviceTextKeySchema,
  placeholders: z.array(z.string()),
  defaultText: z.object({ title: localizedTextSchema, text: localizedTextSchema }),
  /** The content item holding the editors' wording (kind `advice`), published or not; null while the default stands. */
  itemId: z.string().nullable(),
  /** The editors' latest wording (published or not); null while the default stands. */
  editedText: z.object({ title: localizedTextSchema, text: localizedTextSchema }).nullable(),
  published: z.boolean(),
  version: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdviceTextEntry = z.infer<typeof adviceTextEntrySchema>;
