import { ageInDays, todayUtc } from '@sprout/clinical';
import type { DoctorAdvice, HealthAdvices, Language } from '@sprout/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { adviceInputProviders, type AdviceInputProvider } from './providers.ts';
import { adviceRepository } from './repository.ts';
import { evaluateAdvice, type AdviceInputs } from './rules.ts';
import { adviceTextKey } from './texts.ts';

export function adviceService(deps: AppDeps, providers: readonly AdviceInputProvider[] = adviceInputProviders) {
  const repo = adviceRepository(deps.db);

  return {
    async forMember(memberId: string, lang: Language, log: FastifyBaseLogger, asOf = todayUtc()): Promise<HealthAdvices> {
      const member = await repo.member(memberId);
      if (!member) throw notFound();
      const inputs: AdviceInputs = { ageDays: Math.max(0, ageInDays(member.birthDate, asOf)), sex: member.sex, latestGrowth: null, latestEye: null };
      for (const provide of providers) {
        try {
          Object.assign(inputs, await provide(deps, memberId, asOf));
        } catch (error) {
          // One missing source must not take the whole page down: advise from what is known, and say so in the log.
          log.error({ err: error, provider: provide.name }, 'advice input provider failed');
        }
      }
      const advices = evaluateAdvice(inputs, asOf).map((a) => ({
        ruleId: a.ruleId,
        category: a.category,
        level: a.level,
        title: translate(`advice.${a.ruleId}.title`, lang, a.params),
        text: translate(adviceTextKey(a.ruleId, a.variant), lang, a.params),
      }));
      return {
        familyMemberId: memberId,
        name: member.name,
        ageDays: inputs.ageDays,
        growthDate: inputs.latestGrowth?.date ?? null,
        eyeDate: inputs.latestEye?.date ?? null,
        advices,
        doctorAdvices: await repo.doctorAdvices(memberId, lang),
      };
    },

    async addDoctorAdvice(memberId: string, authorAccountId: string, text: string, lang: Language): Promise<DoctorAdvice> {
      const id = await repo.addDoctorAdvice(memberId, authorAccountId, text);
      const list = await repo.doctorAdvices(memberId, lang);
      return list.find((a) => a.id === id)!;
    },
  };
}
