import type { FamilyMember, FamilyMemberInput, GrowthBaseInfo, Relation, Sex } from '@sprout/contracts';
import { DAYS_PER_WEEK, FULL_TERM, PARENT_HEIGHT_BOUNDS, PRETERM, PRETERM_GESTATION_DAYS } from '@sprout/contracts/light';

export const RELATION_CHOICES: readonly Relation[] = ['child', 'self', 'spouse', 'parent', 'other'];
export const SEX_CHOICES: readonly Sex[] = ['male', 'female'];
/** The server's limit on a name (packages/contracts/src/family.ts). */
export const NAME_MAX = 50;

export interface MemberFormValues {
  name: string;
  sex: Sex | '';
  birthDate: string;
  relation: Relation;
  preterm: boolean;
  weeks: string;
  days: string;
  fatherHeight: string;
  motherHeight: string;
}

export type MemberField = keyof MemberFormValues;
export type MemberProblem =
  'nameRequired' | 'nameTooLong' | 'sexRequired' | 'birthRequired' | 'birthInFuture' | 'weeksRange' | 'parentRange';

/** The gestation and parents' heights of the growth profile (POST …/edit_gestational_age without growthId). */
export interface BirthDetails {
  fullTermFlag: typeof FULL_TERM | typeof PRETERM;
  gestationalAge: number | null;
  fatherHeight: number | null;
  motherHeight: number | null;
}

export const EMPTY_MEMBER: MemberFormValues = {
  name: '',
  sex: '',
  birthDate: '',
  relation: 'child',
  preterm: false,
  weeks: '',
  days: '',
  fatherHeight: '',
  motherHeight: '',
};

/** The form's values for a member being changed, with its growth profile's birth details when known. */
export function valuesOf(member: FamilyMember, growth: GrowthBaseInfo | null): MemberFormValues {
  const ga = growth?.gestationalAge ?? null;
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    name: member.name,
    sex: member.sex,
    birthDate: member.birthDate,
    relation: member.relation,
    preterm: growth?.fullTermFlag === PRETERM,
    weeks: ga === null ? '' : String(Math.floor(ga / DAYS_PER_WEEK)),
    days: ga === null ? '' : String(ga % DAYS_PER_WEEK),
    fatherHeight: text(growth?.fatherHeight),
    motherHeight: text(growth?.motherHeight),
  };
}

/** Birth details are asked of children only: the growth charts and the target height are theirs. */
export function asksBirthDetails(values: MemberFormValues): boolean {
  return values.relation === 'child';
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function parentHeight(text: string): number | null | 'bad' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!DECIMAL.test(trimmed)) return 'bad';
  const value = Number(trimmed);
  return value < PARENT_HEIGHT_BOUNDS.min || value > PARENT_HEIGHT_BOUNDS.max ? 'bad' : value;
}

function gestation(values: MemberFormValues): number | 'bad' | null {
  if (!values.preterm) return null;
  const days = values.days.trim() || '0';
  if (!WHOLE.test(values.weeks.trim()) || !WHOLE.test(days) || Number(days) >= DAYS_PER_WEEK) return 'bad';
  const total = Number(values.weeks) * DAYS_PER_WEEK + Number(days);
  return total < PRETERM_GESTATION_DAYS.min || total > PRETERM_GESTATION_DAYS.max ? 'bad' : total;
}

/**
 * The same rules as the server (a name of 1-50 characters, a birth date not after today, 22+0 to 36+6
 * weeks for a preterm birth, parents 120-230 cm), so a mistake shows under its field before any call.
 */
export function checkMemberForm(
  values: MemberFormValues,
  today: string,
): { problems: Partial<Record<MemberField, MemberProblem>>; member: FamilyMemberInput | null; birth: BirthDetails | null } {
  const problems: Partial<Record<MemberField, MemberProblem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if ([...name].length > NAME_MAX) problems.name = 'nameTooLong';
  if (!values.sex) problems.sex = 'sexRequired';
  if (!values.birthDate) problems.birthDate = 'birthRequired';
  else if (values.birthDate > today) problems.birthDate = 'birthInFuture';

  let birth: BirthDetails | null = null;
  if (asksBirthDetails(values)) {
    const ga = gestation(values);
    const father = parentHeight(values.fatherHeight);
    const mother = parentHeight(values.motherHeight);
    if (ga === 'bad') problems.weeks = 'weeksRange';
    if (father === 'bad') problems.fatherHeight = 'parentRange';
    if (mother === 'bad') problems.motherHeight = 'parentRange';
    if (ga !== 'bad' && father !== 'bad' && mother !== 'bad') {
      birth = { fullTermFlag: values.preterm ? PRETERM : FULL_TERM, gestationalAge: ga, fatherHeight: father, motherHeight: mother };
    }
  }
  if (Object.keys(problems).length > 0 || !values.sex) return { problems, member: null, birth: null };
  return { problems, member: { name, sex: values.sex, birthDate: values.birthDate, relation: values.relation }, birth };
}
