/**
 * Compile-time half of the locale parity check: each en-US file must have every key of its zh-CN source
 * (a missing key fails `tsc`). Extra keys and plural forms are checked by locales.test.ts.
 */
import type auth from './en-US/auth.json';
import type common from './en-US/common.json';
import type errors from './en-US/errors.json';
import type home from './en-US/home.json';
import type titles from './en-US/titles.json';
import type doctorList from './en-US/doctorList.json';
import type clinics from './en-US/clinics.json';
import type healthRecord from './en-US/healthRecord.json';
import type activity from './en-US/activity.json';
import type { Resources } from './resources.ts';

type HasEveryKeyOf<Source, Translation extends Source> = Translation;

export type EnUsResources = {
  common: HasEveryKeyOf<Resources['common'], typeof common>;
  titles: HasEveryKeyOf<Resources['titles'], typeof titles>;
  errors: HasEveryKeyOf<Resources['errors'], typeof errors>;
  auth: HasEveryKeyOf<Resources['auth'], typeof auth>;
  home: HasEveryKeyOf<Resources['home'], typeof home>;
  doctorList: HasEveryKeyOf<Resources['doctorList'], typeof doctorList>;
  clinics: HasEveryKeyOf<Resources['clinics'], typeof clinics>;
  healthRecord: HasEveryKeyOf<Resources['healthRecord'], typeof healthRecord>;
  activity: HasEveryKeyOf<Resources['activity'], typeof activity>;
};
