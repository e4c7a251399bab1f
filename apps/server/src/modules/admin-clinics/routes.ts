import {
  adminClinicParamsSchema,
  adminClinicSchema,
  adminDoctorParamsSchema,
  adminDoctorSchema,
  adminDoctorsQuerySchema,
  clinicInputSchema,
  doctorInputSchema,
  envelope,
} from '@sprout/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../auth/policy.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { ok } from '../../http/reply.ts';
import { adminClinicRepository } from './repository.ts';

defineMessages({
  'admin.unknownClinic': { 'zh-CN': '没有这家诊所', 'en-US': 'is not one of our clinics' },
  'admin.phoneIsEditor': { 'zh-CN': '这是编辑的登录手机号，不能用作医生账号', 'en-US': 'is an editor’s sign-in phone and cannot be a doctor’s' },
  'admin.phoneOtherDoctor': { 'zh-CN': '这个手机号已是另一位医生的登录手机号', 'en-US': 'is already the sign-in phone of another doctor' },
  'validation.clinicPhone': { 'zh-CN': '请输入有效的电话号码', 'en-US': 'must be a phone number' },
  'validation.coordinatesPair': { 'zh-CN': '经纬度须同时填写或同时留空', 'en-US': 'latitude and longitude go together' },
});

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
    const clinic = { 200: envelope(adminClinicSchema) };
    const doctor = { 200: envelope(adminDoctorSchema) };
    const found = <T>(value: T | null): T => {
      if (value === null) throw new AppError('NOT_FOUND');
      return value;
    };

    app.get('/clinics', { config, schema: { tags, summary: 'Every clinic, both languages', response: { 200: envelope(z.array(adminClinicSchema)) } } }, async (req) =>
      ok(req, await repo.listClinics()),
    );
    app.get('/clinics/:shopId', { config, schema: { tags, summary: 'One clinic, both languages', params: adminClinicParamsSchema, response: clinic } }, async (req) =>
      ok(req, found(await repo.getClinic(req.params.shopId))),
    );
    app.post('/clinics', { config, schema: { tags, summary: 'Add a clinic', body: clinicInputSchema, response: clinic } }, async (req) =>
      ok(req, await repo.createClinic(req.body)),
    );
    app.put(
      '/clinics/:shopId',
      { config, schema: { tags, summary: 'Change a clinic (every field, as on creation)', params: adminClinicParamsSchema, body: clinicInputSchema, response: clinic } },
      async (req) => ok(req, found(await repo.updateClinic(req.params.shopId, req.body))),
    );

    app.get(
      '/doctors',
      { config: { ...config, auditEditorRead: true }, schema: { tags, summary: 'Doctors with their clinics and sign-in phones', querystring: adminDoctorsQuerySchema, response: { 200: envelope(z.array(adminDoctorSchema)) } } },
      async (req) => ok(req, await repo.listDoctors(req.query)),
    );
    app.get(
      '/doctors/:id',
      { config: { ...config, auditEditorRead: true }, schema: { tags, summary: 'One doctor, both languages', params: adminDoctorParamsSchema, response: doctor } },
      async (req) => ok(req, found(await repo.getDoctor(req.params.id))),
    );
    app.post(
      '/doctors',
      {
        config,
        schema: {
          tags,
          summary: 'Add a doctor',
          description: 'With `signInPhone`, that phone signs in as this doctor from then on (a new account, or a parent account made a doctor). An editor’s phone or another doctor’s is refused on the field.',
          body: doctorInputSchema,
          response: doctor,
        },
      },
      async (req) => ok(req, await repo.createDoctor(req.body)),
    );
    app.put(
      '/doctors/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Change a doctor (every field, as on creation)',
          description: 'Clearing or changing `signInPhone` ends the old phone’s doctor access at once: its role returns to parent and its sessions end.',
          params: adminDoctorParamsSchema,
          body: doctorInputSchema,
          response: doctor,
        },
      },
      async (req) => ok(req, await repo.updateDoctor(req.params.id, req.body)),
    );
  };
}
