import { ageInDays, todayUtc } from '@sprout/clinical';
import type { DoctorAdvice, HealthAdvices, Language } from '@sprout/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { accounts, doctorAdvices, doctors, familyMembers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { translate } from '../../http/messages.ts';
import { adviceInputProviders, type AdviceInputProvider } from './providers.ts';
import { evaluateAdvice, type AdviceInputs } from './rules.ts';
import { adviceTextKey } from './texts.ts';

/** Doctor advice shown with the rules: the latest this many. */
export const DOCTOR_ADVICE_SHOWN = 20;

export function adviceService(deps: AppDeps, providers: readonly AdviceInputProvider[] = adviceInputProviders) {
  const { db } = deps;
  async function doctorAdviceList(memberId: string, lang: Language): Promise<DoctorAdvice[]> {
    const rows = await db
      .select({ id: doctorAdvices.id, text: doctorAdvices.text, createdAt: doctorAdvices.createdAt, accountName: accounts.name, doctorName: doctors.name })
      .from(doctorAdvices)
      .leftJoin(accounts, eq(accounts.id, doctorAdvices.authorAccountId))
      .leftJoin(doctors, eq(doctors.accountId, doctorAdvices.authorAccountId))
      .where(eq(doctorAdvices.familyMemberId, memberId))
      .orderBy(desc(doctorAdvices.createdAt))
      .limit(DOCTOR_ADVICE_SHOWN);
    return rows.map((r) => ({ id: r.id, text: r.text, createdAt: r.createdAt.toISOString(), doctorName: r.doctorName?.[lang] ?? r.accountName ?? '' }));
  }

  return {
    async forMember(memberId: string, lang: Language, log: FastifyBaseLogger, asOf = todayUtc()): Promise<HealthAdvices> {
      const [member] = await db.select().from(familyMembers).where(and(eq(familyMembers.id, memberId), isNull(familyMembers.deletedAt)));
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
        doctorAdvices: await doctorAdviceList(memberId, lang),
      };
    },

    async addDoctorAdvice(memberId: string, authorAccountId: string, text: string, lang: Language): Promise<DoctorAdvice> {
      const [row] = await db.insert(doctorAdvices).values({ familyMemberId: memberId, authorAccountId, text }).returning({ id: doctorAdvices.id });
      const list = await doctorAdviceList(memberId, lang);
      return list.find((a) => a.id === row!.id)!;
    },
  };
}
