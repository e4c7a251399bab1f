import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config/env.ts';
import { AppError } from '../../http/errors.ts';

/** Sends a one-time sign-in code to a phone. */
export interface SmsSender {
  send(phone: string, code: string): Promise<void>;
}

/** The code's lifetime as the SMS template says it ({2}), in minutes (BRIEF.md: 5). */
const CODE_MINUTES = '5';

/** The sender the configuration names: config/env.ts allows the log sender only outside production. */
export function codeSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  return config.provider === 'tencent' ? tencentSmsSender(config, log) : logSmsSender(log);
}

/** Demo and development: the code goes to the log (and the demo shows it on screen). */
function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(phone, code) {
      // The phone is masked: the log needs to tell codes apart, not to hold the number.
      log.info({ phone: `***${phone.slice(-4)}`, code }, 'one-time sign-in code (development sender)');
    },
  };
}

/** What one SendSms call came to: the provider's status code (`Ok` when sent), or the API's error. */
export interface TencentSmsOutcome {
  ok: boolean;
  status?: string | undefined;
  errorCode?: string | undefined;
  requestId?: string | undefined;
}

/**
 * Tencent Cloud SMS (API 2021-01-11, SendSms) through its official SDK: one template message to one mainland phone.
 * The sign-in codes and the reminders (modules/reminders) both send through it. Never throws: the outcome says.
 */
export function tencentSmsClient(config: Extract<SmsConfig, { provider: 'tencent' }>) {
  const endpoint = new URL(config.endpoint);
  // The SDK (some 150 ms of modules) loads with the first message, not with every server start.
  let loaded: Promise<InstanceType<(typeof import('tencentcloud-sdk-nodejs-sms'))['sms']['v20210111']['Client']>> | undefined;
  const smsClient = () =>
    (loaded ??= import('tencentcloud-sdk-nodejs-sms').then(
      ({ sms }) =>
        new sms.v20210111.Client({
          credential: { secretId: config.secretId, secretKey: config.secretKey },
          region: config.region,
          profile: { httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, reqTimeout: 10 } },
        }),
    ));
  return {
    async send(phone: string, templateId: string, params: string[]): Promise<TencentSmsOutcome> {
      try {
        const client = await smsClient();
        const response = await client.SendSms({
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: config.sdkAppId,
          SignName: config.signName,
          TemplateId: templateId,
          TemplateParamSet: params,
        });
        const status = response.SendStatusSet?.[0]?.Code;
        return { ok: status === 'Ok', status, requestId: response.RequestId };
      } catch (error) {
        const { code: errorCode, requestId } = error as { code?: string; requestId?: string };
        return { ok: false, errorCode, requestId };
      }
    },
  };
}

/**
 * The sign-in code by Tencent Cloud SMS. The template takes the code as {1} and its minutes as {2}. A refusal or an
 * unreachable API is logged with the provider's status and request id, never the code, and answered 503 so that
 * the parent tries again.
 */
function tencentSmsSender(config: Extract<SmsConfig, { provider: 'tencent' }>, log: FastifyBaseLogger): SmsSender {
  const client = tencentSmsClient(config);
  return {
    async send(phone, code) {
      const masked = `***${phone.slice(-4)}`;
      const outcome = await client.send(phone, config.templateId, [code, CODE_MINUTES]);
      const { requestId } = outcome;
      if (outcome.errorCode !== undefined || (!outcome.ok && outcome.status === undefined)) {
        log.error(
          { phone: masked, provider: 'tencent', errorCode: outcome.errorCode, requestId },
          'sign-in code not sent: SMS API call failed',
        );
        throw new AppError('UNAVAILABLE', 'auth.smsFailed');
      }
      if (!outcome.ok) {
        log.error({ phone: masked, provider: 'tencent', status: outcome.status, requestId }, 'sign-in code not sent: SMS refused');
        throw new AppError('UNAVAILABLE', 'auth.smsFailed');
      }
      log.info({ phone: masked, provider: 'tencent', requestId }, 'sign-in code sent');
    },
  };
}
