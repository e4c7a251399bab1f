/**
 * Compile-time half of the locale parity check: each en-US file must have every key of its zh-CN source
 * (a missing key fails `tsc`). Extra keys and plural forms are checked by locales.test.ts.
 */
import type activity from './en-US/activity.json';
import type activityEditor from './en-US/activityEditor.json';
import type advice from './en-US/advice.json';
import type auth from './en-US/auth.json';
import type beyond2 from './en-US/beyond2.json';
import type boneAge from './en-US/boneAge.json';
import type chartEvents from './en-US/chartEvents.json';
import type clinics from './en-US/clinics.json';
import type common from './en-US/common.json';
import type consent from './en-US/consent.json';
import type content from './en-US/content.json';
import type doctor from './en-US/doctor.json';
import type doctorList from './en-US/doctorList.json';
import type editor from './en-US/editor.json';
import type editorForms from './en-US/editorForms.json';
import type engagement from './en-US/engagement.json';
import type errors from './en-US/errors.json';
import type eyeAxis from './en-US/eyeAxis.json';
import type family from './en-US/family.json';
import type growth from './en-US/growth.json';
import type healthRecord from './en-US/healthRecord.json';
import type home from './en-US/home.json';
import type landing from './en-US/landing.json';
import type leaving from './en-US/leaving.json';
import type membership from './en-US/membership.json';
import type milestones from './en-US/milestones.json';
import type monitoring from './en-US/monitoring.json';
import type nextCheck from './en-US/nextCheck.json';
import type offline from './en-US/offline.json';
import type questions from './en-US/questions.json';
import type reminders from './en-US/reminders.json';
import type titles from './en-US/titles.json';
import type vaccinations from './en-US/vaccinations.json';
import type { Resources } from './resources.ts';

type HasEveryKeyOf<Source, Translation extends Source> = Translation;

/** @public The check itself: en-US must have every key of zh-CN (tsc fails otherwise). */
export type EnUsResources = {
  common: HasEveryKeyOf<Resources['common'], typeof common>;
  titles: HasEveryKeyOf<Resources['titles'], typeof titles>;
  errors: HasEveryKeyOf<Resources['errors'], typeof errors>;
  auth: HasEveryKeyOf<Resources['auth'], typeof auth>;
  home: HasEveryKeyOf<Resources['home'], typeof home>;
  questions: HasEveryKeyOf<Resources['questions'], typeof questions>;
  engagement: HasEveryKeyOf<Resources['engagement'], typeof engagement>;
  membership: HasEveryKeyOf<Resources['membership'], typeof membership>;
  growth: HasEveryKeyOf<Resources['growth'], typeof growth>;
  doctorList: HasEveryKeyOf<Resources['doctorList'], typeof doctorList>;
  clinics: HasEveryKeyOf<Resources['clinics'], typeof clinics>;
  healthRecord: HasEveryKeyOf<Resources['healthRecord'], typeof healthRecord>;
  content: HasEveryKeyOf<Resources['content'], typeof content>;
  advice: HasEveryKeyOf<Resources['advice'], typeof advice>;
  landing: HasEveryKeyOf<Resources['landing'], typeof landing>;
  eyeAxis: HasEveryKeyOf<Resources['eyeAxis'], typeof eyeAxis>;
  monitoring: HasEveryKeyOf<Resources['monitoring'], typeof monitoring>;
  activity: HasEveryKeyOf<Resources['activity'], typeof activity>;
  editor: HasEveryKeyOf<Resources['editor'], typeof editor>;
  doctor: HasEveryKeyOf<Resources['doctor'], typeof doctor>;
  family: HasEveryKeyOf<Resources['family'], typeof family>;
  activityEditor: HasEveryKeyOf<Resources['activityEditor'], typeof activityEditor>;
  consent: HasEveryKeyOf<Resources['consent'], typeof consent>;
  leaving: HasEveryKeyOf<Resources['leaving'], typeof leaving>;
  offline: HasEveryKeyOf<Resources['offline'], typeof offline>;
  editorForms: HasEveryKeyOf<Resources['editorForms'], typeof editorForms>;
  beyond2: HasEveryKeyOf<Resources['beyond2'], typeof beyond2>;
  nextCheck: HasEveryKeyOf<Resources['nextCheck'], typeof nextCheck>;
  vaccinations: HasEveryKeyOf<Resources['vaccinations'], typeof vaccinations>;
  milestones: HasEveryKeyOf<Resources['milestones'], typeof milestones>;
  reminders: HasEveryKeyOf<Resources['reminders'], typeof reminders>;
  chartEvents: HasEveryKeyOf<Resources['chartEvents'], typeof chartEvents>;
  boneAge: HasEveryKeyOf<Resources['boneAge'], typeof boneAge>;
};
