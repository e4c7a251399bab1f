import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Answers, LevelInput, LocalizedInput, PlanInput, QuestionInput, RewardInput } from '@sprout/contracts';
import { accounts, clinics, familyMembers } from './core.ts';

/** Surveys, questionnaires, plans, orders and leads (migration 0450). Version rows are append-only. */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const surveys = pgTable('surveys', {
  id: uuid('id').primaryKey().defaultRandom(),
  diseaseCode: text('disease_code').notNull().unique(),
  /** Withdrawn by an editor: hidden from parents, no new answers (migration 1900). */
  published: boolean('published').notNull().default(true),
  /** The version parents get; newer versions are drafts until an editor publishes (migration 3500). */
  publishedVersion: integer('published_version'),
  createdAt: createdAt(),
});

export const surveyVersions = pgTable(
  'survey_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    version: integer('version').notNull(),
    title: jsonb('title').$type<LocalizedInput>().notNull(),
    intro: jsonb('intro').$type<LocalizedInput>().notNull(),
    questions: jsonb('questions').$type<QuestionInput[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('survey_versions_survey_id_version_key').on(t.surveyId, t.version)],
);

export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id),
    surveyVersionId: uuid('survey_version_id')
      .notNull()
      .references(() => surveyVersions.id),
    familyMemberId: uuid('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_answers_member_idx').on(t.familyMemberId, t.surveyId, t.createdAt, t.id)],
);

export const questionnaires = pgTable('questionnaires', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  /** Withdrawn by an editor: hidden from parents, no new submissions (migration 1900). */
  published: boolean('published').notNull().default(true),
  /** The version parents get; newer versions are drafts until an editor publishes (migration 3500). */
  publishedVersion: integer('published_version'),
  createdAt: createdAt(),
});

export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    version: integer('version').notNull(),
    title: jsonb('title').$type<LocalizedInput>().notNull(),
    intro: jsonb('intro').$type<LocalizedInput>().notNull(),
    questions: jsonb('questions').$type<QuestionInput[]>().notNull(),
    levels: jsonb('levels').$type<LevelInput[]>().notNull(),
    reward: jsonb('reward').$type<RewardInput | null>(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('questionnaire_versions_questionnaire_id_version_key').on(t.questionnaireId, t.version)],
);

export const questionnaireSubmissions = pgTable(
  'questionnaire_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    questionnaireVersionId: uuid('questionnaire_version_id')
      .notNull()
      .references(() => questionnaireVersions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyMemberId: uuid('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Answers>().notNull(),
    score: integer('score').notNull(),
    levelKey: text('level_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('questionnaire_submissions_account_idx').on(t.accountId, t.questionnaireId, t.createdAt)],
);

export const questionnaireRewards = pgTable(
  'questionnaire_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    /** Null once the submission went with its member (migration 2900): the reward stays the account's. */
    submissionId: uuid('submission_id').references(() => questionnaireSubmissions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['points', 'coupon'] }).notNull(),
    points: integer('points'),
    couponCode: text('coupon_code').unique(),
    couponName: jsonb('coupon_name').$type<LocalizedInput>(),
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [unique('questionnaire_rewards_account_id_questionnaire_id_key').on(t.accountId, t.questionnaireId)],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    referenceId: uuid('reference_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('points_ledger_account_idx').on(t.accountId), unique('points_ledger_reason_reference_id_key').on(t.reason, t.referenceId)],
);

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  /** The version parents see and order; newer versions are drafts until an editor publishes (migration 3500). */
  publishedVersion: integer('published_version'),
  createdAt: createdAt(),
});

export const planVersions = pgTable(
  'plan_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    version: integer('version').notNull(),
    content: jsonb('content').$type<PlanInput>().notNull(),
    shopUrl: text('shop_url').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('plan_versions_plan_id_version_key').on(t.planId, t.version)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    planVersionId: uuid('plan_version_id')
      .notNull()
      .references(() => planVersions.id),
    planName: jsonb('plan_name').$type<LocalizedInput>().notNull(),
    kind: text('kind', { enum: ['monthly', 'quarterly', 'annual', 'capsule'] }).notNull(),
    priceFen: integer('price_fen').notNull(),
    originalPriceFen: integer('original_price_fen').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
      .notNull()
      .default('pending'),
    shopUrl: text('shop_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_account_idx').on(t.accountId, t.createdAt)],
);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    childAge: integer('child_age').notNull(),
    concern: text('concern').notNull(),
    preferredClinicId: uuid('preferred_clinic_id').references(() => clinics.id, { onDelete: 'set null' }),
    preferredClinicName: text('preferred_clinic_name'),
    preferredTime: text('preferred_time', {
      enum: ['weekdayMorning', 'weekdayAfternoon', 'weekdayEvening', 'weekend', 'anytime'],
    }).notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    // Follow-up by editors (migration 1600).
    status: text('status', { enum: ['new', 'contacted', 'closed'] })
      .notNull()
      .default('new'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('leads_created_idx').on(t.createdAt, t.id), index('leads_ip_created_idx').on(t.ipHash, t.createdAt)],
);
