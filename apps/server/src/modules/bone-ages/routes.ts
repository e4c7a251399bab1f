import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addDays,
  ageInMonths,
  BONE_AGE_HEIGHT_WINDOW_DAYS,
  boneAgeDays,
  daysBetween,
  DAYS_PER_MONTH,
  growthCentileText,
  heightForBoneAge,
  heightNearBoneAge,
  roundGrowthZ,
  todayUtc,
} from '@sprout/clinical';
import { boneAgeCalls, type BoneAge, type BoneAges } from '@sprout/contracts';
import { access, memberFromParam } from '../../auth/policy.ts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import type { References } from '../../reference/index.ts';
import { CENTILE_DECIMALS } from '../growth/scoring.ts';
import { MAX_DAYS_AHEAD_OF_UTC } from '../growth/service.ts';
import { assertClinicalDate } from '../health-record/service.ts';
import { boneAgeRepository, type BoneAgeSubject, type HeightRow, type StoredBoneAge } from './repository.ts';

const member = memberFromParam('familyMemberId');
const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Bone age readings (issue 33): recorded and taken back by the child's clinic doctors (`clinicalWrite`), read by
 * all who may read the child. Each is answered with the height measured nearest the radiograph (within 31 days),
 * where the chart plots it a second time at the bone age, and that height's SDS for bone age on the child's
 * reference (packages/clinical bone-age.ts).
 */
export function boneAgeRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = boneAgeRepository(deps.db);
    const tags = ['bone ages'];

    function reading(
      subject: BoneAgeSubject,
      stored: StoredBoneAge,
      heights: readonly HeightRow[],
      doctor: boolean,
      { growth, china, cdc2000 }: References,
    ): BoneAge {
      const ageMonths = ageInMonths(subject.birthDate, stored.takenOn);
      const near = heightNearBoneAge(heights, stored.takenOn);
      let height: BoneAge['height'] = null;
      if (near && near.heightCm !== null) {
        // The skeleton ages with the calendar between the radiograph and the height's day.
        const shift = daysBetween(stored.takenOn, near.date);
        const score = heightForBoneAge(
          growth,
          {
            sex: subject.sex,
            heightCm: near.heightCm,
            measuredOn: near.date,
            boneAgeDays: Math.max(0, boneAgeDays(stored.boneAgeMonths) + shift),
            ...(near.measure ? { measure: near.measure } : {}),
            growthReference: subject.reference,
          },
          china,
          cdc2000,
        );
        const centile = score.centile === null ? null : round(score.centile, CENTILE_DECIMALS);
        height = {
          recordDate: near.date,
          heightCm: near.heightCm,
          ageMonths: round(ageInMonths(subject.birthDate, near.date), 2),
          boneAgeMonths: round(Math.max(0, stored.boneAgeMonths + shift / DAYS_PER_MONTH), 2),
          sds: score.z === null ? null : roundGrowthZ(score.z),
          centile,
          centileText: score.centile === null ? null : growthCentileText(score.centile),
        };
      }
      return {
        ...stored,
        ageMonths: round(ageMonths, 2),
        differenceMonths: round(stored.boneAgeMonths - ageMonths, 1),
        height,
        removable: doctor,
      };
    }

    /** The readings as they stand; `known` is the child when the handler has just read it. */
    async function view(req: FastifyRequest, memberId: string, known?: BoneAgeSubject): Promise<BoneAges> {
      const subject = known ?? (await repo.subject(memberId));
      if (!subject) throw new AppError('NOT_FOUND');
      const stored = await repo.list(memberId);
      const heights =
        stored.length === 0
          ? []
          : await repo.heightsBetween(
              memberId,
              addDays(stored[0]!.takenOn, -BONE_AGE_HEIGHT_WINDOW_DAYS),
              addDays(stored.at(-1)!.takenOn, BONE_AGE_HEIGHT_WINDOW_DAYS),
            );
      const doctor = req.memberRelation === 'clinicDoctor';
      const refs = referencesOf(deps);
      return {
        familyMemberId: memberId,
        reference: subject.reference,
        canRecord: doctor,
        readings: stored.map((r) => reading(subject, r, heights, doctor, refs)),
      };
    }

    app.route({
      ...fromCall(instance, boneAgeCalls.list, { tags }),
      config: { access: access.member('read', member) },
      handler: async (req) => ok(req, await view(req, req.memberId!)),
    });

    app.route({
      ...fromCall(instance, boneAgeCalls.add, { tags }),
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) => {
        const subject = await repo.subject(req.memberId!);
        if (!subject) throw new AppError('NOT_FOUND');
        assertClinicalDate('takenOn', req.body.takenOn, subject.birthDate, addDays(todayUtc(), MAX_DAYS_AHEAD_OF_UTC));
        const { takenOn, boneAgeMonths, method, note } = req.body;
        await repo.add(req.memberId!, { takenOn, boneAgeMonths, method, note: note.trim() }, req.account!.id);
        return ok(req, await view(req, req.memberId!, subject));
      },
    });

    app.route({
      ...fromCall(instance, boneAgeCalls.remove, { tags }),
      config: { access: access.member('clinicalWrite', member) },
      handler: async (req) => {
        if (!(await repo.remove(req.memberId!, req.params.boneAgeId))) throw new AppError('NOT_FOUND');
        return ok(req, await view(req, req.memberId!));
      },
    });
  };
}
