import type { FastifyBaseLogger } from 'fastify';
import { ageInDays, todayUtc } from '@sprout/clinical';
import {
  ADVICE_TEXT_PLACEHOLDERS,
  type AdviceTextEntry,
  type DoctorAdvice,
  type HealthAdvices,
  type Language,
  type LocalizedText,
} from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { fillPlaceholders } from '../../http/messages.ts';
import { contentEditorReads, contentReader } from '../content/service.ts';
import { adviceInputProviders, type AdviceInputProvider } from './providers.ts';
import { adviceRepository } from './repository.ts';
import { evaluateAdvice, type AdviceInputs } from './rules.ts';
import { adviceTextDefaults, adviceTextKey, defaultAdviceText } from './texts.ts';

export function adviceService(deps: AppDeps, providers: readonly AdviceInputProvider[] = adviceInputProviders) {
  const repo = adviceRepository(deps.db);
  const content = contentReader(deps.db);

  return {
    async forMember(memberId: string, lang: Language, log: FastifyBaseLogger, asOf = todayUtc()): Promise<HealthAdvices> {
      const member = await repo.member(memberId);
      if (!member) throw notFound();
      const inputs: AdviceInputs = {
        ageDays: Math.max(0, ageInDays(member.birthDate, asOf)),
        sex: member.sex,
        latestGrowth: null,
        latestEye: null,
      };
      for (const provide of providers) {
        try {
          Object.assign(inputs, await provide(deps, memberId, asOf));
        } catch (error) {
          // One missing source must not take the whole page down: advise from what is known, and say so in the log.
          log.error({ err: error, provider: provide.name }, 'advice input provider failed');
        }
      }
      const edited = await content.adviceTexts();
      const advices = evaluateAdvice(inputs, asOf).map((a) => {
        const key = adviceTextKey(a.ruleId, a.variant);
        const wording = edited.get(key) ?? defaultAdviceText(key);
        return {
          ruleId: a.ruleId,
          category: a.category,
          level: a.level,
          title: fillPlaceholders(wording.title[lang], a.params),
          text: fillPlaceholders(wording.text[lang], a.params),
        };
      });
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

    /** Every text key with its default wording and the editors' item (published or not), for the workspace. */
    async textsForEditors(): Promise<AdviceTextEntry[]> {
      const items = new Map((await contentEditorReads(deps.db).keyed('advice')).map((item) => [item.key, item]));
      return adviceTextDefaults().map(({ key, title, text }) => {
        const item = items.get(key);
        return {
          key,
          placeholders: [...ADVICE_TEXT_PLACEHOLDERS[key]],
          defaultText: { title, text },
          itemId: item?.id ?? null,
          editedText: item ? { title: item.data.title as LocalizedText, text: item.data.text as LocalizedText } : null,
          published: item?.published ?? false,
          version: item?.version ?? null,
          updatedAt: item?.updatedAt ?? null,
        };
      });
    },

    async addDoctorAdvice(memberId: string, authorAccountId: string, text: string, lang: Language): Promise<DoctorAdvice> {
      const id = await repo.addDoctorAdvice(memberId, authorAccountId, text);
      const list = await repo.doctorAdvices(memberId, lang);
      return list.find((a) => a.id === id)!;
    },
  };
}
