import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LISTENING_HANDLES, OTP_DIGITS, OTP_SAFE_CODES_PER_DAY, OTP_TRIES_PER_CODE } from './limits.ts';
import { reminderConfigOf, type ReminderConfig, type TencentSmsSettings } from './reminders-env.ts';

/** The repository root, from which relative defaults (./data, packages/clinical/reference-data) are resolved. */
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The repository: four levels above this file (apps/server/src/config), three above the build (apps/server/dist), four above its chunks. */
export const REPO_ROOT = path.resolve(HERE, path.basename(HERE) === 'dist' ? '../../..' : '../../../..');

/** The reference tables kept in the repository (packages/clinical/reference-data/README.md: sources, terms, checksums). */
export const DEFAULT_REFERENCE_DATA_DIR = 'packages/clinical/reference-data';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).optional(),
  /** Where the embedded database's backups go (on SIGUSR2); default: next to DATA_DIR, `<DATA_DIR>-backups`. */
  BACKUP_DIR: z.string().min(1).optional(),
  REFERENCE_DATA_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // Server rendering of the first screen (docs/decisions/0005-server-rendering.md); 0 sends the page for the browser to render.
  SSR: bool.default(true),
  /** A page render slower than this gives the browser's page instead: the first screen never waits on it. */
  SSR_RENDER_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(1500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret that keys the one-time-code hashes; a 6-digit code hashed without one is trivially reversed. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_RESEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
  OTP_MAX_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Codes per phone per 24 hours, for known devices and for the others each (docs/operations.md, sign-in codes): 9 in
   * production; outside it the demo shows its codes on screen, so the guessing bound means nothing there and many
   * people may try the same demo phone in a day.
   */
  OTP_MAX_PER_PHONE_PER_DAY: z.coerce.number().int().min(1).max(100000).optional(),
  OTP_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100000).default(30),
  OTP_MAX_WRONG_PER_IP: z.coerce.number().int().min(1).max(100000).default(20),
  OTP_WRONG_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: bool.default(false),
  MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(1024),
  MAX_IN_FLIGHT_WITH_BODY: z.coerce.number().int().min(1).max(100_000).default(128),
  LISTENING_HANDLES: z.coerce.number().int().min(1).max(16).default(LISTENING_HANDLES),
  MAX_SERVING: z.coerce.number().int().min(1).max(100_000).optional(),
  IDEMPOTENCY_TAKEOVER_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CUSTOMER_SERVICE_COMPANY_ID: z.string().default(''),
  CUSTOMER_SERVICE_ENTRANCE_LINK: z.string().default(''),
  CUSTOMER_SERVICE_PHONE: z.string().default('400-000-0000'),
  WECHAT_APP_ID: z.string().trim().default(''),
  WECHAT_APP_SECRET: z.string().trim().default(''),
  WECHAT_JSAPI_TICKET: z.string().trim().default(''),
  /** Who sends the sign-in codes: `log` (demo and development only) or `tencent` (Tencent Cloud SMS). */
  SMS_PROVIDER: z.enum(['log', 'tencent']).optional(),
  TENCENT_SMS_SECRET_ID: z.string().trim().default(''),
  TENCENT_SMS_SECRET_KEY: z.string().trim().default(''),
  TENCENT_SMS_SDK_APP_ID: z.string().trim().default(''),
  TENCENT_SMS_SIGN_NAME: z.string().trim().default(''),
  TENCENT_SMS_TEMPLATE_ID: z.string().trim().default(''),
  TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
  /** The API's address; tests point it at a local fake of the API. */
  TENCENT_SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).default('https://sms.tencentcloudapi.com'),
  /**
   * Where people reach the site (scheme, host and port, e.g. https://sprout.example.com): the origin of every link
   * the server makes (share links), never taken from a request's Host header. Required in production.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) origin such as https://sprout.example.com' })
    .refine((value) => new URL(value).pathname === '/' && !/[?#]/.test(value), 'an origin only: no path, query or fragment')
    .optional(),
  /** Real-user monitoring events older than this many days are dropped by the hourly job. */
  MONITORING_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** S3-compatible storage for uploaded media; without S3_BUCKET the bytes stay in the database. */
  S3_BUCKET: z.string().trim().default(''),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  S3_ACCESS_KEY_ID: z.string().trim().default(''),
  S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
  S3_FORCE_PATH_STYLE: bool.default(false),
});

/**
 * Demo mode's chat widget when none is configured: a company id and the in-app demo chat page as the entrance,
 * so the customer-service button takes the widget path (entrance link + companyId) and not only the phone. A
 * path on this site is allowed as an entrance; production keeps its real vendor's link or the phone.
 */
/** Sign-in codes per phone per day outside production, where the demo shows each code on screen. */
const DEMO_CODES_PER_DAY = 1000;
export const DEMO_CUSTOMER_SERVICE = { companyId: 'sprout-demo', entranceLink: '/customerService/demoChat' } as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Demo mode: not production. Returns devCode from the sign-in call and seeds an empty database. */
  demo: boolean;
  host: string;
  port: number;
  database: { kind: 'postgres'; url: string; poolMax: number } | { kind: 'pglite'; dataDir: string | null; backupDir: string };
  referenceDataDir: string;
  /** The site's origin for the links it makes (PUBLIC_ORIGIN; outside production http://localhost:<port>). */
  publicOrigin: string;
  webDistDir: string;
  /** The web build's server render (`<webDistDir>-ssr/entry-server.js`, used when set) and its time budget. */
  ssr: { entry: string | null; renderBudgetMs: number };
  logLevel: string;
  authSecret: string;
  sessionTtlDays: number;
  otpLimits: OtpLimits;
  seedDemo: boolean;
  trustProxy: boolean;
  /**
   * http/overload.ts: API requests admitted at once (beyond, 503 with Retry-After), how many of them carry a body,
   * each read whole before it is served (decision 5000), and how many are served at once, the others in arrival order
   * (decision 2890): twice the pool on PostgreSQL, 16 on the embedded database (one statement at a time; 4-16 alike).
   */
  overload: { maxInFlight: number; maxInFlightWithBody: number; maxServing: number };
  /** An Idempotency-Key claimed this long ago without an answer died with its process: a retry runs it again. */
  idempotencyTakeoverSeconds: number;
  /** Descriptors of the listening socket the loop watches, each accepting one connection a turn (decision 4500). */
  listeningHandles: number;
  customerService: { companyId: string; entranceLink: string; phone: string };
  /** WeChat JS-SDK sharing: the official account's app id and either a fixed jsapi ticket or the app secret. */
  wechat: { appId: string; appSecret: string; jsapiTicket: string };
  monitoring: { retentionDays: number };
  sms: SmsConfig;
  /** Reminders by SMS and WeChat and their daily run (config/reminders-env.ts). */
  reminders: ReminderConfig;
  /** Uploaded media go to this bucket; null keeps them in the database (modules/media/storage.ts). */
  s3: S3Config | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  /** Empty for AWS itself; the address of any other S3-compatible service (MinIO, COS, OSS). */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}
const S3_CREDENTIALS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The sign-in code sender (modules/auth/code-sender.ts). */
export type SmsConfig = { provider: 'log' } | TencentSmsSettings;

const TENCENT_SETTINGS = [
  'TENCENT_SMS_SECRET_ID',
  'TENCENT_SMS_SECRET_KEY',
  'TENCENT_SMS_SDK_APP_ID',
  'TENCENT_SMS_SIGN_NAME',
  'TENCENT_SMS_TEMPLATE_ID',
] as const;

/**
 * Sign-in code rate limits (BRIEF.md: sending and trying are rate limited; issue 29: nobody can lock a parent out).
 * The per-phone limits count a phone's known devices and its other requests apart (modules/auth/service.ts).
 */
export interface OtpLimits {
  resendIntervalMs: number;
  maxPerPhonePerHour: number;
  maxPerPhonePerDay: number;
  /** Codes asked from one client address per hour, by devices that never signed in to the phone. */
  maxPerIpPerHour: number;
  /** Wrong codes allowed per client address within `wrongCodeWindowMs`, whatever the phone and the code. */
  maxWrongCodesPerIp: number;
  wrongCodeWindowMs: number;
}

export class ConfigError extends Error {}

function smsOf(env: z.infer<typeof envSchema>): SmsConfig {
  const provider = env.SMS_PROVIDER ?? 'log';
  if (provider === 'log') return { provider };
  const { TENCENT_SMS_SECRET_ID: secretId, TENCENT_SMS_SECRET_KEY: secretKey, TENCENT_SMS_SDK_APP_ID: sdkAppId } = env;
  const { TENCENT_SMS_SIGN_NAME: signName, TENCENT_SMS_TEMPLATE_ID: templateId, TENCENT_SMS_REGION: region } = env;
  return { provider, secretId, secretKey, sdkAppId, signName, templateId, region, endpoint: env.TENCENT_SMS_ENDPOINT };
}

/**
 * Parses the environment once at start-up. Bad or missing settings stop the server with a message naming
 * each variable; production refuses to guess where children's data should live.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Every problem at once (issue 29): a person fixing a deployment reads the whole list from one start.
  const problems: string[] = [];
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`));
  // The rules below read the raw values, so that they are checked even when another setting failed to parse.
  const raw = (name: string) => (source[name] ?? '').trim();
  const production = (parsed.data?.NODE_ENV ?? raw('NODE_ENV')) === 'production';
  if (production && !raw('DATABASE_URL') && !raw('DATA_DIR')) {
    problems.push('  NODE_ENV=production needs DATABASE_URL (PostgreSQL) or an explicit DATA_DIR (embedded database).');
  }
  if (production && !raw('AUTH_SECRET')) problems.push('  NODE_ENV=production needs AUTH_SECRET (at least 32 characters).');
  if (production && !raw('PUBLIC_ORIGIN')) {
    problems.push('  NODE_ENV=production needs PUBLIC_ORIGIN, the https origin the site is reached at (share links are made from it).');
  } else if (production && URL.canParse(raw('PUBLIC_ORIGIN')) && new URL(raw('PUBLIC_ORIGIN')).protocol !== 'https:') {
    problems.push('  PUBLIC_ORIGIN: must be https in production.');
  }
  // Guessing a code must stay below 1 in 10,000 per phone per day (issue 29; docs/operations.md has the arithmetic).
  const codesPerDay = Number(raw('OTP_MAX_PER_PHONE_PER_DAY') || OTP_SAFE_CODES_PER_DAY);
  if (production && Number.isInteger(codesPerDay) && codesPerDay > OTP_SAFE_CODES_PER_DAY) {
    problems.push(
      `  OTP_MAX_PER_PHONE_PER_DAY: at most ${OTP_SAFE_CODES_PER_DAY} in production (2 x ${codesPerDay} codes x ${OTP_TRIES_PER_CODE} tries in 10^${OTP_DIGITS} is 1 in ${Math.floor(10 ** OTP_DIGITS / (2 * codesPerDay * OTP_TRIES_PER_CODE))} per phone per day; it must stay below 1 in 10,000).`,
    );
  }
  if ((raw('WECHAT_JSAPI_TICKET') || raw('WECHAT_APP_SECRET')) && !raw('WECHAT_APP_ID')) {
    problems.push('  WECHAT_JSAPI_TICKET or WECHAT_APP_SECRET is set without WECHAT_APP_ID.');
  }
  // A code written to the log lets whoever reads the log sign in as anyone: production sends them by SMS only.
  const providerName = raw('SMS_PROVIDER') || (production ? '' : 'log');
  if (!providerName) problems.push('  NODE_ENV=production needs SMS_PROVIDER=tencent and its TENCENT_SMS_* settings (a code sender).');
  if (production && providerName === 'log')
    problems.push('  SMS_PROVIDER=log writes sign-in codes to the log: allowed only outside production.');
  if (providerName === 'tencent' || !providerName) {
    problems.push(...TENCENT_SETTINGS.filter((name) => !raw(name)).map((name) => `  ${name}: required with SMS_PROVIDER=tencent`));
  }
  if (raw('S3_BUCKET')) problems.push(...S3_CREDENTIALS.filter((name) => !raw(name)).map((name) => `  ${name}: required with S3_BUCKET`));
  const reminders = reminderConfigOf(
    source,
    {
      production,
      sms: parsed.data ? smsOf(parsed.data) : null,
      wechat: { appId: raw('WECHAT_APP_ID'), appSecret: raw('WECHAT_APP_SECRET') },
    },
    problems,
  );
  if (problems.length || !parsed.success || !reminders) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const env = parsed.data;
  const sms = smsOf(env);
  const database: Config['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : (() => {
        const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
        return {
          kind: 'pglite',
          dataDir,
          backupDir: env.BACKUP_DIR ? path.resolve(REPO_ROOT, env.BACKUP_DIR) : `${dataDir}-backups`,
        } as const;
      })();
  const webDistDir = path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist');
  return {
    env: env.NODE_ENV,
    demo: !production,
    host: env.HOST,
    port: env.PORT,
    database,
    referenceDataDir: path.resolve(REPO_ROOT, env.REFERENCE_DATA_DIR ?? DEFAULT_REFERENCE_DATA_DIR),
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : `http://localhost:${env.PORT}`,
    webDistDir,
    ssr: { entry: env.SSR ? `${webDistDir}-ssr/entry-server.js` : null, renderBudgetMs: env.SSR_RENDER_BUDGET_MS },
    logLevel: env.LOG_LEVEL,
    // Outside production a fixed development secret is acceptable: demo codes are shown on screen anyway.
    authSecret: env.AUTH_SECRET ?? 'development-only-secret-not-for-production-use',
    sessionTtlDays: env.SESSION_TTL_DAYS,
    otpLimits: {
      resendIntervalMs: env.OTP_RESEND_INTERVAL_SECONDS * 1000,
      maxPerPhonePerHour: env.OTP_MAX_PER_PHONE_PER_HOUR,
      maxPerPhonePerDay: env.OTP_MAX_PER_PHONE_PER_DAY ?? (production ? OTP_SAFE_CODES_PER_DAY : DEMO_CODES_PER_DAY),
      maxPerIpPerHour: env.OTP_MAX_PER_IP_PER_HOUR,
      maxWrongCodesPerIp: env.OTP_MAX_WRONG_PER_IP,
      wrongCodeWindowMs: env.OTP_WRONG_WINDOW_MINUTES * 60_000,
    },
    seedDemo: env.SEED_DEMO ?? !production,
    trustProxy: env.TRUST_PROXY,
    overload: {
      maxInFlight: env.MAX_IN_FLIGHT,
      maxInFlightWithBody: env.MAX_IN_FLIGHT_WITH_BODY,
      maxServing: env.MAX_SERVING ?? (database.kind === 'postgres' ? 2 * database.poolMax : 16),
    },
    idempotencyTakeoverSeconds: env.IDEMPOTENCY_TAKEOVER_SECONDS,
    listeningHandles: env.LISTENING_HANDLES,
    customerService: {
      companyId: env.CUSTOMER_SERVICE_COMPANY_ID || (production ? '' : DEMO_CUSTOMER_SERVICE.companyId),
      entranceLink: env.CUSTOMER_SERVICE_ENTRANCE_LINK || (production ? '' : DEMO_CUSTOMER_SERVICE.entranceLink),
      phone: env.CUSTOMER_SERVICE_PHONE,
    },
    wechat: { appId: env.WECHAT_APP_ID, appSecret: env.WECHAT_APP_SECRET, jsapiTicket: env.WECHAT_JSAPI_TICKET },
    monitoring: { retentionDays: env.MONITORING_RETENTION_DAYS },
    sms,
    reminders,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
  };
}
