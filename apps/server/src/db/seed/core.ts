import { addDays } from '@sprout/clinical';
import { deskTrail, registrationRepository } from '../../modules/doctor/registration-repository.ts';
import type { AppTx } from '../client.ts';
import { accountCapabilities, accounts, clinics, doctorClinics, doctors, familyMembers } from '../schema/index.ts';
import { DEMO_AGES_DAYS, DEMO_IDS, DEMO_PHONES } from './demo-people.ts';

export interface SeedContext {
  tx: AppTx;
  /** The seeding day; every seeded date is relative to it. */
  today: string;
}

export async function seedCore({ tx, today }: SeedContext): Promise<void> {
  const a = DEMO_IDS.accounts;
  await tx.insert(accounts).values([
    { id: a.parentWang, phone: DEMO_PHONES.parentWang, name: '王丽', role: 'parent' },
    { id: a.parentLi, phone: DEMO_PHONES.parentLi, name: '李强', role: 'parent' },
    { id: a.doctorChen, phone: DEMO_PHONES.doctorChen, name: '陈医生', role: 'doctor' },
    { id: a.doctorZhao, phone: DEMO_PHONES.doctorZhao, name: '赵医生', role: 'doctor' },
    { id: a.editor, phone: DEMO_PHONES.editor, name: '编辑小周', role: 'admin' },
  ]);
  // The demo editor also manages staff (doctors' sign-in phones); an editor holds that only when granted.
  await tx.insert(accountCapabilities).values({ accountId: a.editor, capability: 'staff.manage' });

  const c = DEMO_IDS.clinics;
  await tx.insert(clinics).values([
    {
      id: c.xuhui,
      name: { 'zh-CN': '禾苗儿童健康中心（徐汇店）', 'en-US': 'Sprout Children’s Health Centre, Xuhui' },
      address: { 'zh-CN': '上海市徐汇区漕溪北路 398 号 3 楼', 'en-US': '3F, 398 North Caoxi Road, Xuhui District, Shanghai' },
      phone: '021-6488-0001',
    },
    {
      id: c.pudong,
      name: { 'zh-CN': '禾苗儿童健康中心（浦东店）', 'en-US': 'Sprout Children’s Health Centre, Pudong' },
      address: { 'zh-CN': '上海市浦东新区张杨路 1500 号 2 楼', 'en-US': '2F, 1500 Zhangyang Road, Pudong New Area, Shanghai' },
      phone: '021-5876-0002',
    },
  ]);

  const d = DEMO_IDS.doctors;
  await tx.insert(doctors).values([
    {
      id: d.chen,
      accountId: a.doctorChen,
      name: { 'zh-CN': '陈静', 'en-US': 'Dr Chen Jing' },
      title: { 'zh-CN': '儿科主治医师', 'en-US': 'Attending Paediatrician' },
    },
    {
      id: d.zhao,
      accountId: a.doctorZhao,
      name: { 'zh-CN': '赵明', 'en-US': 'Dr Zhao Ming' },
      title: { 'zh-CN': '眼科副主任医师', 'en-US': 'Associate Chief Ophthalmologist' },
    },
    { id: d.lin, accountId: null, name: { 'zh-CN': '林晓', 'en-US': 'Dr Lin Xiao' }, title: { 'zh-CN': '视光师', 'en-US': 'Optometrist' } },
  ]);
  await tx.insert(doctorClinics).values([
    { doctorId: d.chen, clinicId: c.xuhui },
    { doctorId: d.lin, clinicId: c.xuhui },
    { doctorId: d.zhao, clinicId: c.pudong },
    { doctorId: d.lin, clinicId: c.pudong },
  ]);

  const m = DEMO_IDS.members;
  const born = (days: number) => addDays(today, -days);
  await tx.insert(familyMembers).values([
    {
      id: m.babyXiaoyu,
      accountId: a.parentWang,
      name: '王小雨',
      sex: 'female',
      birthDate: born(DEMO_AGES_DAYS.babyXiaoyu),
      relation: 'child',
    },
    { id: m.boyHaoran, accountId: a.parentWang, name: '王浩然', sex: 'male', birthDate: born(DEMO_AGES_DAYS.boyHaoran), relation: 'child' },
    {
      id: m.motherWang,
      accountId: a.parentWang,
      name: '王丽',
      sex: 'female',
      birthDate: born(DEMO_AGES_DAYS.motherWang),
      relation: 'self',
    },
    { id: m.teenSiyu, accountId: a.parentLi, name: '李思语', sex: 'female', birthDate: born(DEMO_AGES_DAYS.teenSiyu), relation: 'child' },
  ]);

  // The files are opened the way a clinic's desk opens them (issue 30): the registration code of the API, with its
  // checks and its audit row, each by the doctor of that clinic.
  const p = DEMO_IDS.patients;
  const desk = registrationRepository(tx);
  const files = [
    {
      id: p.babyXiaoyuXuhui,
      by: a.doctorChen,
      familyMemberId: m.babyXiaoyu,
      clinicId: c.xuhui,
      fileNumber: 'XH-2026-0417',
      outpatientNumber: 'MZ0017342',
    },
    {
      id: p.boyHaoranXuhui,
      by: a.doctorChen,
      familyMemberId: m.boyHaoran,
      clinicId: c.xuhui,
      fileNumber: 'XH-2019-0932',
      outpatientNumber: 'MZ0004518',
    },
    {
      id: p.teenSiyuPudong,
      by: a.doctorZhao,
      familyMemberId: m.teenSiyu,
      clinicId: c.pudong,
      fileNumber: 'PD-2018-1206',
      outpatientNumber: 'MZ0102287',
    },
  ];
  for (const { id, by, ...file } of files) await desk.register(by, file, deskTrail('demo-seed'), id);
}
