import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminClinicsCalls } from '@sprout/contracts';
import { writeAudit } from '../../auth/audit.ts';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { fromCall } from '../../http/call-route.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { assertImagePathsResolve } from '../media/image-paths.ts';
import { adminClinicRepository, StaffManageRefused, type DoctorWrite } from './repository.ts';
import { staffCapabilityRoutes } from './staff-routes.ts';

defineMessages({
  'admin.unknownClinic': { 'zh-CN': '没有这家诊所', 'en-US': 'is not one of our clinics' },
  'admin.phoneIsEditor': {
    'zh-CN': '这是编辑的登录手机号，不能用作医生账号',
    'en-US': 'is an editor’s sign-in phone and cannot be a doctor’s',
  },
  'admin.phoneOtherDoctor': { 'zh-CN': '这个手机号已是另一位医生的登录手机号', 'en-US': 'is already the sign-in phone of another doctor' },
  'admin.phoneIsParent': {
    'zh-CN': '这个手机号属于一个家长账号，不能用作医生的登录手机号；请使用尚未注册的手机号',
    'en-US': 'belongs to a parent account and cannot become a doctor’s sign-in phone; use a phone with no account',
  },
  'admin.phoneHasAccount': {
    'zh-CN': '这个手机号已有账号，不能用作医生的登录手机号；请使用尚未注册的手机号',
    'en-US': 'already has an account and cannot become a doctor’s sign-in phone; use a phone with no account',
  },
  'admin.staffManageNeeded': {
    'zh-CN': '设置、更换或清空医生的登录手机号需要“管理员工账号”权限',
    'en-US': 'needs the staff-management permission: setting, changing or clearing a doctor’s sign-in phone',
  },
  'validation.clinicPhone': { 'zh-CN': '请输入有效的电话号码', 'en-US': 'must be a phone number' },
  'validation.coordinatesPair': { 'zh-CN': '经纬度须同时填写或同时留空', 'en-US': 'latitude and longitude go together' },
});

const photoFields = (photos: string[]) => photos.map((value, i) => ({ field: `photos.${i}`, value }));

/**
 * Clinics and doctors for editors (BRIEF "Editor": clinics and doctors are theirs to manage). Role admin only;
 * every write is audited by the audit hook with the path it touched. Nothing here reaches a patient.
 */
export function adminClinicRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (instance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const repo = adminClinicRepository(deps.db);
    const config = { access: access.role('admin') };
    const tags = ['clinics (editor)'];
    const found = <T>(value: T | null): T => {
      if (value === null) throw new AppError('NOT_FOUND');
      return value;
    };

    app.route({
      ...fromCall(instance, adminClinicsCalls.clinics, { tags }),
      config,
      handler: async (req) => ok(req, await repo.listClinics()),
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.clinic, { tags }),
      config,
      handler: async (req) => ok(req, found(await repo.getClinic(req.params.shopId))),
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.createClinic, { tags }),
      config,
      handler: async (req) => {
        await assertImagePathsResolve(deps.db, photoFields(req.body.photos));
        return ok(req, await repo.createClinic(req.body));
      },
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.updateClinic, { tags }),
      config,
      handler: async (req) => {
        await assertImagePathsResolve(deps.db, photoFields(req.body.photos));
        return ok(req, found(await repo.updateClinic(req.params.shopId, req.body)));
      },
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.doctors, { tags }),
      config: { ...config, auditEditorRead: true },
      handler: async (req) => ok(req, await repo.listDoctors(req.query)),
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.doctor, { tags }),
      config: { ...config, auditEditorRead: true },
      handler: async (req) => ok(req, found(await repo.getDoctor(req.params.id))),
    });
    /**
     * A doctor's save; when it touches the sign-in phone, the use of `staff.manage` (which account was linked or
     * unlinked) or its refusal is one more audit row beside the write the audit hook records.
     */
    const staffWrite = async (req: FastifyRequest, write: () => Promise<DoctorWrite>) => {
      const path = req.url.split('?', 1)[0]!;
      let result: DoctorWrite;
      try {
        result = await write();
      } catch (error) {
        if (error instanceof StaffManageRefused) {
          await writeAudit(deps.db, req, { action: 'write', familyMemberId: null, status: 403, target: `staff.manage refused ${path}` });
        }
        throw error;
      }
      const change = result.staffChange;
      if (change) {
        const target = `staff.manage doctor ${change.doctorId} linked ${change.linked ?? '-'} unlinked ${change.unlinked ?? '-'}`;
        await writeAudit(deps.db, req, { action: 'write', familyMemberId: null, status: 200, target });
      }
      return ok(req, result.doctor);
    };
    app.route({
      ...fromCall(instance, adminClinicsCalls.createDoctor, { tags }),
      config,
      handler: async (req) => {
        await assertImagePathsResolve(deps.db, [{ field: 'photo', value: req.body.photo }]);
        return staffWrite(req, () => repo.createDoctor(req.body, req.account!.id));
      },
    });
    app.route({
      ...fromCall(instance, adminClinicsCalls.updateDoctor, { tags }),
      config,
      handler: async (req) => {
        await assertImagePathsResolve(deps.db, [{ field: 'photo', value: req.body.photo }]);
        return staffWrite(req, () => repo.updateDoctor(req.params.id, req.body, req.account!.id));
      },
    });
    staffCapabilityRoutes(instance, deps.db, ['staff (editor)']);
  };
}
