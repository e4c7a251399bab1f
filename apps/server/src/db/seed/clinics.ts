import { eq } from 'drizzle-orm';
import type { LocalizedText } from '../schema/core.ts';
import { clinics, doctorClinics, doctors } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';

/** Ids this seed adds (demo-people.ts stays the core's). */
export const CLINIC_DEMO_IDS = {
  doctors: {
    /** A paediatrician of the Xuhui clinic without an account (and without a photo: the card draws an initial). */
    zhou: '30000000-0000-4000-8000-000000000004',
  },
} as const;

const L = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });

/**
 * The clinic pages of the demo: photos (served by the web app from /clinic-photos), GCJ-02 coordinates of the
 * real-looking addresses of the core seed, opening hours, services, introductions, and doctor cards.
 */
export async function seedClinicDetails({ tx }: SeedContext): Promise<void> {
  const c = DEMO_IDS.clinics;
  await tx
    .update(clinics)
    .set({
      sortOrder: 1,
      photos: ['/clinic-photos/xuhui-reception.svg', '/clinic-photos/xuhui-play-area.svg'],
      latitude: 31.18835,
      longitude: 121.43672,
      openingHours: [
        L('周一至周五 08:30–18:00', 'Mon–Fri 08:30–18:00'),
        L('周六、周日 09:00–17:00', 'Sat–Sun 09:00–17:00'),
        L('法定节假日另行通知', 'Public holidays: announced in advance'),
      ],
      services: [
        L('儿童生长发育评估', 'Child growth and development assessment'),
        L('骨龄评估', 'Bone-age assessment'),
        L('早产儿随访', 'Preterm infant follow-up'),
        L('儿童营养与喂养咨询', 'Nutrition and feeding advice'),
        L('儿童保健体检', 'Well-child check-ups'),
        L('近视防控', 'Myopia prevention and control'),
      ],
      introduction: L(
        '徐汇店位于徐家汇商圈，地铁 1、9、11 号线徐家汇站步行约 8 分钟。中心以儿童生长发育为特色，由儿科、儿童保健和视光团队共同为 0–18 岁儿童建立连续的健康档案，定期评估身高、体重、骨龄和视力发育。',
        'Our Xuhui centre is in the Xujiahui district, an 8-minute walk from Xujiahui station (Metro lines 1, 9 and 11). It specialises in child growth: paediatricians, well-child doctors and optometrists keep one continuous health record for children from birth to 18 and follow their height, weight, bone age and vision.',
      ),
    })
    .where(eq(clinics.id, c.xuhui));
  await tx
    .update(clinics)
    .set({
      sortOrder: 2,
      photos: ['/clinic-photos/pudong-eye-room.svg', '/clinic-photos/pudong-waiting-room.svg'],
      latitude: 31.22916,
      longitude: 121.52674,
      openingHours: [L('周二至周日 09:00–18:00', 'Tue–Sun 09:00–18:00'), L('周一休息', 'Closed on Mondays')],
      services: [
        L('近视防控', 'Myopia prevention and control'),
        L('角膜塑形镜验配', 'Orthokeratology (Ortho-K) lens fitting'),
        L('低浓度阿托品管理', 'Low-dose atropine management'),
        L('眼轴与屈光筛查', 'Axial length and refraction screening'),
        L('离焦眼镜验配', 'Defocus spectacle lens fitting'),
        L('斜视与弱视评估', 'Strabismus and amblyopia assessment'),
      ],
      introduction: L(
        '浦东店专注儿童青少年近视防控，配备光学生物测量仪、角膜地形图和综合验光设备。我们为每位孩子建立眼轴档案，按年龄和性别的参考百分位评估眼轴增长，制定个性化的防控方案。',
        'Our Pudong centre focuses on myopia control for children and teenagers, with optical biometry, corneal topography and full refraction equipment. Every child gets an axial-length record, assessed against age- and sex-specific centiles, and a personal myopia-control plan.',
      ),
    })
    .where(eq(clinics.id, c.pudong));

  const d = DEMO_IDS.doctors;
  await tx.insert(doctors).values({
    id: CLINIC_DEMO_IDS.doctors.zhou,
    accountId: null,
    name: L('周雯', 'Dr Zhou Wen'),
    title: L('儿童保健科医师', 'Well-Child Physician'),
  });
  await tx.insert(doctorClinics).values({ doctorId: CLINIC_DEMO_IDS.doctors.zhou, clinicId: c.xuhui });

  const cards: Array<{
    id: string;
    sortOrder: number;
    photo: string | null;
    tags: LocalizedText[];
    introduction: LocalizedText;
    specialties: LocalizedText;
  }> = [
    {
      id: d.chen,
      sortOrder: 1,
      photo: '/doctor-photos/chen.svg',
      tags: [
        L('生长发育', 'Growth'),
        L('矮小症评估', 'Short stature'),
        L('早产儿随访', 'Preterm follow-up'),
        L('性早熟', 'Early puberty'),
        L('儿童营养', 'Child nutrition'),
      ],
      introduction: L(
        '从事儿科临床工作 12 年，曾在上海市儿童医院内分泌科进修，擅长儿童身材矮小、性早熟的评估与随访，以及早产儿的生长追赶管理。',
        'Twelve years in paediatrics, with further training in paediatric endocrinology at Shanghai Children’s Hospital. Sees children with short stature and early puberty, and follows preterm babies’ catch-up growth.',
      ),
      specialties: L('儿童生长发育、内分泌、早产儿随访', 'Child growth, endocrinology, preterm follow-up'),
    },
    {
      id: d.lin,
      sortOrder: 2,
      photo: '/doctor-photos/lin.svg',
      tags: [
        L('验光配镜', 'Refraction'),
        L('眼轴测量', 'Axial length'),
        L('角膜塑形镜', 'Ortho-K lenses'),
        L('离焦镜片', 'Defocus lenses'),
        L('视功能训练', 'Vision training'),
        L('青少年近视管理', 'Teen myopia care'),
      ],
      introduction: L(
        '国家二级视光师，每周在徐汇店与浦东店出诊，负责儿童验光、眼轴测量和角膜塑形镜的复查。',
        'Senior optometrist working at both the Xuhui and Pudong centres: children’s refraction, axial-length measurement and Ortho-K follow-up visits.',
      ),
      specialties: L('儿童验光、角膜塑形镜、近视防控', 'Paediatric refraction, Ortho-K, myopia control'),
    },
    {
      id: CLINIC_DEMO_IDS.doctors.zhou,
      sortOrder: 3,
      photo: null,
      tags: [L('儿童保健', 'Well-child care'), L('喂养指导', 'Feeding'), L('睡眠指导', 'Sleep')],
      introduction: L(
        '儿童保健科医师，负责 0–6 岁儿童的定期体检、喂养和睡眠指导，以及疫苗接种前的健康评估。',
        'Looks after children from birth to six: regular check-ups, feeding and sleep advice, and health checks before vaccinations.',
      ),
      specialties: L('婴幼儿保健、喂养与睡眠', 'Infant care, feeding and sleep'),
    },
    {
      id: d.zhao,
      sortOrder: 1,
      photo: '/doctor-photos/zhao.svg',
      tags: [
        L('近视防控', 'Myopia control'),
        L('低浓度阿托品', 'Low-dose atropine'),
        L('斜弱视', 'Strabismus and amblyopia'),
        L('角膜塑形镜', 'Ortho-K lenses'),
      ],
      introduction: L(
        '眼科副主任医师，从事小儿眼科 18 年，擅长儿童青少年近视的综合防控，包括低浓度阿托品、角膜塑形镜和离焦镜片的联合应用。',
        'Associate chief ophthalmologist with 18 years in paediatric ophthalmology. Leads combined myopia control for children and teenagers: low-dose atropine, Ortho-K and defocus lenses.',
      ),
      specialties: L('小儿眼科、近视防控、斜弱视', 'Paediatric ophthalmology, myopia control, strabismus and amblyopia'),
    },
  ];
  for (const { id, ...card } of cards) await tx.update(doctors).set(card).where(eq(doctors.id, id));
}
