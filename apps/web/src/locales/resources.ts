/**
 * Locale namespaces. zh-CN is the source: its JSON files define the keys (and the types of `t`), en-US is
 * checked against them (en-us.check.ts at compile time, locales.test.ts at test time).
 *
 * A feature adds a namespace by adding `<name>.json` in both folders and one line in each list below.
 */
import type activity from './zh-CN/activity.json';
import type activityEditor from './zh-CN/activityEditor.json';
import type advice from './zh-CN/advice.json';
import type auth from './zh-CN/auth.json';
import type beyond from './zh-CN/beyond.json';
import type beyond2 from './zh-CN/beyond2.json';
import type beyondEye from './zh-CN/beyondEye.json';
import type boneAge from './zh-CN/boneAge.json';
import type chartEvents from './zh-CN/chartEvents.json';
import type clinics from './zh-CN/clinics.json';
import type common from './zh-CN/common.json';
import type consent from './zh-CN/consent.json';
import type content from './zh-CN/content.json';
import type doctor from './zh-CN/doctor.json';
import type doctorList from './zh-CN/doctorList.json';
import type editor from './zh-CN/editor.json';
import type editorForms from './zh-CN/editorForms.json';
import type engagement from './zh-CN/engagement.json';
import type errors from './zh-CN/errors.json';
import type eyeAxis from './zh-CN/eyeAxis.json';
import type family from './zh-CN/family.json';
import type growth from './zh-CN/growth.json';
import type healthRecord from './zh-CN/healthRecord.json';
import type home from './zh-CN/home.json';
import type landing from './zh-CN/landing.json';
import type leaving from './zh-CN/leaving.json';
import type membership from './zh-CN/membership.json';
import type milestones from './zh-CN/milestones.json';
import type monitoring from './zh-CN/monitoring.json';
import type nextCheck from './zh-CN/nextCheck.json';
import type offline from './zh-CN/offline.json';
import type questions from './zh-CN/questions.json';
import type reminders from './zh-CN/reminders.json';
import type titles from './zh-CN/titles.json';
import type trust from './zh-CN/trust.json';
import type vaccinations from './zh-CN/vaccinations.json';

export interface Resources {
  common: typeof common;
  titles: typeof titles;
  errors: typeof errors;
  auth: typeof auth;
  home: typeof home;
  questions: typeof questions;
  engagement: typeof engagement;
  membership: typeof membership;
  growth: typeof growth;
  doctorList: typeof doctorList;
  clinics: typeof clinics;
  healthRecord: typeof healthRecord;
  content: typeof content;
  advice: typeof advice;
  landing: typeof landing;
  eyeAxis: typeof eyeAxis;
  monitoring: typeof monitoring;
  activity: typeof activity;
  editor: typeof editor;
  doctor: typeof doctor;
  family: typeof family;
  beyond: typeof beyond;
  beyondEye: typeof beyondEye;
  activityEditor: typeof activityEditor;
  consent: typeof consent;
  leaving: typeof leaving;
  offline: typeof offline;
  trust: typeof trust;
  editorForms: typeof editorForms;
  beyond2: typeof beyond2;
  nextCheck: typeof nextCheck;
  vaccinations: typeof vaccinations;
  milestones: typeof milestones;
  reminders: typeof reminders;
  chartEvents: typeof chartEvents;
  boneAge: typeof boneAge;
}

export type Namespace = keyof Resources;

export const NAMESPACES = [
  'common',
  'titles',
  'errors',
  'auth',
  'home',
  'questions',
  'engagement',
  'membership',
  'growth',
  'doctorList',
  'clinics',
  'healthRecord',
  'content',
  'advice',
  'landing',
  'eyeAxis',
  'monitoring',
  'activity',
  'editor',
  'doctor',
  'family',
  'beyond',
  'beyondEye',
  'activityEditor',
  'consent',
  'leaving',
  'offline',
  'trust',
  'editorForms',
  'beyond2',
  'nextCheck',
  'vaccinations',
  'milestones',
  'reminders',
  'chartEvents',
  'boneAge',
] as const satisfies readonly Namespace[];

/** Loaded before the first render: the shell's texts, page titles and error messages. */
export const STARTUP_NAMESPACES = ['common', 'titles', 'errors'] as const satisfies readonly Namespace[];

/** A key of the `titles` namespace: every route names its page title with one. */
export type TitleKey = keyof Resources['titles'];
