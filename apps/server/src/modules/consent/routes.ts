import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageInYears, todayUtc } from '@sprout/clinical';
import { CONSENT_POLICY_KEY, consentCalls, SENSITIVE_UNDER_AGE_YEARS, type Consent, type Language } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/lang.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { contentReader } from '../content/service.ts';
import { consentRepository } from './repository.ts';

defineMessages({
  'validation.consent.policyVersion': {
    'zh-CN': '隐私政策已更新，请阅读最新版本后再作答',
    'en-US': 'the privacy policy has changed: read the current version before answering',
  },
  'validation.consent.clinic': {
    'zh-CN': '只能选择为孩子建档的诊所',
    'en-US': 'must be clinics that hold a patient file of this family member',
  },
});

const member = memberFromParam('familyMemberId');

/**
 * The guardian's separate consent (issue 18 part 4). Only the owner parent reads or answers it; what it changes is
 * in the access policy (auth/policy.ts: a clinic doctor is refused 403 once it is refused or withdrawn).
 */
export function consentRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = consentRepository(deps.db);
    const content = contentReader(deps.db);
    const tags = ['consent'];

    async function policyOf(lang: Language) {
      const legal = await content.legal(CONSENT_POLICY_KEY, lang);
      return { key: CONSENT_POLICY_KEY, title: legal.title, version: legal.version };
    }

    async function consentOf(memberId: string, lang: Language): Promise<Consent> {
      const [person, policy, clinics, history] = [
        await repo.member(memberId),
        await policyOf(lang),
        await repo.clinicsOf(memberId, lang),
        await repo.history(memberId),
      ];
      if (!person) throw new AppError('NOT_FOUND');
      const current = history[0] ?? null;
      const allowed = new Set(current?.decision === 'granted' ? current.clinicIds : []);
      return {
        familyMemberId: memberId,
        memberName: person.name,
        sensitive: ageInYears(person.birthDate, todayUtc()) < SENSITIVE_UNDER_AGE_YEARS,
        status: current?.decision ?? 'unanswered',
        policy,
        // Unanswered, every clinic of the child still sees the data (as before consent existed).
        clinics: clinics.map((c) => ({ ...c, allowed: current ? allowed.has(c.clinicId) : true })),
        history,
      };
    }

    app.route({
      ...fromCall(instance, consentCalls.get, { tags }),
      config: { access: access.member('ownerRead', member) },
      handler: async (req) => ok(req, await consentOf(req.memberId!, requestLanguage(req))),
    });

    app.route({
      ...fromCall(instance, consentCalls.answer, { tags }),
      config: { access: access.member('parentWrite', member) },
      handler: async (req) => {
        const lang = requestLanguage(req);
        const memberId = req.memberId!;
        const policy = await policyOf(lang);
        if (req.body.policyVersion !== policy.version) throw fieldError('policyVersion', 'validation.consent.policyVersion');
        const granted = req.body.decision === 'granted';
        const clinicIds = granted ? [...new Set(req.body.clinicIds.map((id) => id.toLowerCase()))] : [];
        const known = new Set((await repo.clinicsOf(memberId, lang)).map((c) => c.clinicId));
        if (clinicIds.some((id) => !known.has(id))) throw fieldError('clinicIds', 'validation.consent.clinic');
        const before = await repo.current(memberId);
        // Refusing after agreeing withdraws the consent: recorded as such.
        const decision = granted ? 'granted' : before?.decision === 'granted' ? 'revoked' : 'refused';
        await repo.answer({
          memberId,
          accountId: req.account!.id,
          decision,
          clinicIds,
          policyKey: policy.key,
          policyVersion: policy.version,
        });
        return ok(req, await consentOf(memberId, lang));
      },
    });
  };
}
