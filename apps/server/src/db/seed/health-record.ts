import { addDays } from '@sprout/clinical';
import { insertCheckupReport, insertTestReport, insertVisit, type Writer } from '../../modules/health-record/writes-repository.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';

/**
 * Drug product codes the content seed (drug pages, /drugs/{productCode}) knows, so that every prescription
 * links to a real drug page.
 */
export const DEMO_DRUG_CODES = {
  vitaminD3: 'VD3-400',
  amoxicillin: 'AMOX-125',
  ibuprofen: 'IBU-100',
  atropine: 'ATRO-001',
  saline: 'SALINE-NS',
} as const;

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/**
 * The Wang family's health records, written by the Xuhui clinic: the preterm baby's follow-up and a cold, the
 * boy's tonsillitis, growth check with bone age and a low vitamin D, his myopia start and a school check-up;
 * one visit for the Li girl at Pudong. The mother 王丽 has no clinic file and no records ("No records found"),
 * and the baby has no checkup report yet.
 */
export async function seedHealthRecords({ tx, today }: SeedContext): Promise<void> {
  const daysAgo = (n: number) => addDays(today, -n);
  const { accounts, clinics, doctors, members } = DEMO_IDS;
  const chen: Writer = { accountId: accounts.doctorChen, clinicId: clinics.xuhui, doctorId: doctors.chen };
  const lin: Writer = { accountId: accounts.doctorChen, clinicId: clinics.xuhui, doctorId: doctors.lin };
  const zhao: Writer = { accountId: accounts.doctorZhao, clinicId: clinics.pudong, doctorId: doctors.zhao };
  const D = DEMO_DRUG_CODES;

  // 王小雨, born at 32+3 weeks, 200 days old.
  const baby = members.babyXiaoyu;
  await insertVisit(tx, baby, chen, {
    visitDate: daysAgo(120),
    department: L('儿童保健科', 'Well-child clinic'),
    chiefComplaint: L('早产儿出院后定期随访', 'Routine follow-up of a preterm baby after discharge'),
    presentIllness: L(
      '胎龄 32+3 周出生，出生体重 1680 g，母乳加早产儿配方奶喂养，吃奶好，大小便正常。',
      'Born at 32+3 weeks weighing 1680 g; breast milk plus preterm formula, feeding well, normal stools and urine.',
    ),
    examination: L(
      '精神反应好，前囟平软，心肺听诊无异常，四肢肌张力正常。',
      'Alert and responsive, anterior fontanelle soft and flat, heart and lungs normal, normal limb tone.',
    ),
    diagnosis: L('早产儿（32+3 周）随访；生长追赶良好', 'Preterm infant (32+3 weeks) follow-up; good catch-up growth'),
    advice: L(
      '按矫正月龄评估生长发育；补充维生素 D；1 个月后复诊。',
      'Assess growth by corrected age; give vitamin D; come back in one month.',
    ),
    prescriptions: [
      {
        productCode: D.vitaminD3,
        drugName: L('维生素D3滴剂 400IU', 'Vitamin D3 drops 400 IU'),
        dosage: L('每日 1 次，每次 1 粒（400 IU），滴入口中', 'Once a day, 1 capsule (400 IU) squeezed into the mouth'),
        quantity: L('2 盒（每盒 30 粒）', '2 boxes of 30'),
        durationDays: 60,
      },
    ],
  });
  await insertVisit(tx, baby, chen, {
    visitDate: daysAgo(18),
    department: L('儿科', 'Paediatrics'),
    chiefComplaint: L('鼻塞、流清涕 2 天，无发热', 'Blocked and runny nose for 2 days, no fever'),
    examination: L('鼻黏膜充血，咽部轻度充血，双肺呼吸音清。', 'Red nasal lining, mildly red throat, clear lungs.'),
    diagnosis: L('急性上呼吸道感染（普通感冒）', 'Acute upper respiratory tract infection (common cold)'),
    advice: L(
      '多喂奶，保持室内湿润；如出现发热、呼吸急促或吃奶明显减少，请及时就诊。',
      'Feed often and keep the room humid; come back at once for fever, fast breathing or much less feeding.',
    ),
    prescriptions: [
      {
        productCode: D.saline,
        drugName: L('生理盐水鼻腔喷雾', 'Saline nasal spray'),
        dosage: L('每侧鼻孔 1 喷，每日 3–4 次，喂奶前使用', '1 spray in each nostril, 3–4 times a day, before feeds'),
        quantity: L('1 瓶', '1 bottle'),
        durationDays: 5,
      },
    ],
  });
  await insertTestReport(tx, baby, chen, {
    kind: 'lab',
    name: L('血常规', 'Full blood count'),
    reportDate: daysAgo(60),
    conclusion: L(
      '血红蛋白偏低，符合早产儿贫血表现，建议 1 个月后复查。',
      'Haemoglobin is low, as often seen in preterm babies; recheck in one month.',
    ),
    attachments: [],
    items: [
      { name: L('白细胞计数 (WBC)', 'White cell count (WBC)'), value: '9.6', unit: '×10⁹/L', referenceLow: 6, referenceHigh: 17.5 },
      { name: L('血红蛋白 (Hb)', 'Haemoglobin (Hb)'), value: '102', unit: 'g/L', referenceLow: 110, referenceHigh: 140 },
      { name: L('血小板计数 (PLT)', 'Platelets (PLT)'), value: '318', unit: '×10⁹/L', referenceLow: 150, referenceHigh: 450 },
      { name: L('网织红细胞百分比', 'Reticulocytes'), value: '1.2', unit: '%', referenceLow: 0.5, referenceHigh: 1.5 },
    ],
  });

  // 王浩然, 8 years 4 months.
  const boy = members.boyHaoran;
  await insertVisit(tx, boy, chen, {
    visitDate: daysAgo(21),
    department: L('儿科', 'Paediatrics'),
    chiefComplaint: L('发热、咽痛 2 天，最高体温 39.2℃', 'Fever and sore throat for 2 days, up to 39.2 °C'),
    examination: L(
      '咽部充血，双侧扁桃体 II 度肿大，表面可见脓性分泌物；颈部淋巴结轻度肿大。',
      'Red throat, both tonsils enlarged (grade II) with pus; slightly swollen neck glands.',
    ),
    diagnosis: L('急性化脓性扁桃体炎', 'Acute bacterial tonsillitis'),
    advice: L(
      '按疗程服完抗生素；多饮水，清淡饮食；3 天后体温不退请复诊。',
      'Finish the full antibiotic course; drink plenty, eat light food; come back if the fever lasts beyond 3 days.',
    ),
    prescriptions: [
      {
        productCode: D.amoxicillin,
        drugName: L('阿莫西林颗粒 125mg', 'Amoxicillin granules 125 mg'),
        dosage: L('每次 2 袋（250 mg），每日 3 次，温水冲服', '2 sachets (250 mg) three times a day, dissolved in warm water'),
        quantity: L('2 盒（每盒 24 袋）', '2 boxes of 24 sachets'),
        durationDays: 7,
      },
      {
        productCode: D.ibuprofen,
        drugName: L('布洛芬混悬液 100mg/5ml', 'Ibuprofen oral suspension 100 mg/5 ml'),
        dosage: L(
          '体温 ≥38.5℃ 时每次 10 ml，间隔至少 6 小时，24 小时内不超过 4 次',
          '10 ml when the temperature is 38.5 °C or more, at least 6 hours apart, no more than 4 doses in 24 hours',
        ),
        quantity: L('1 瓶（100 ml）', '1 bottle (100 ml)'),
      },
    ],
  });
  await insertVisit(tx, boy, chen, {
    visitDate: daysAgo(90),
    department: L('儿童保健科', 'Well-child clinic'),
    chiefComplaint: L('家长担心身高增长偏慢，要求生长发育评估', 'Parents worried about slow height gain; growth assessment requested'),
    presentIllness: L(
      '近一年身高增长约 5.2 cm，挑食，户外活动少。',
      'Grew about 5.2 cm in the past year; picky eater, little time outdoors.',
    ),
    examination: L(
      '身高 127.9 cm（P25–P50），体重 25.1 kg（P50），无特殊体征，青春期未启动。',
      'Height 127.9 cm (P25–P50), weight 25.1 kg (P50), no abnormal signs, puberty not started.',
    ),
    diagnosis: L(
      '身高在正常范围，骨龄与年龄相符；维生素 D 不足',
      'Height in the normal range, bone age matches age; vitamin D insufficiency',
    ),
    advice: L(
      '每天户外活动至少 2 小时；均衡饮食，保证睡眠；补充维生素 D 3 个月后复查 25-羟基维生素 D；6 个月后复测身高。',
      'At least 2 hours outdoors a day; balanced diet and enough sleep; vitamin D for 3 months, then recheck 25-OH vitamin D; measure height again in 6 months.',
    ),
    prescriptions: [
      {
        productCode: D.vitaminD3,
        drugName: L('维生素D3滴剂 400IU', 'Vitamin D3 drops 400 IU'),
        dosage: L('每日 1 次，每次 2 粒（800 IU）', 'Once a day, 2 capsules (800 IU)'),
        quantity: L('6 盒（每盒 30 粒）', '6 boxes of 30'),
        durationDays: 90,
      },
    ],
  });
  // Matches his eye story (eye-stories.ts, boyHaoranSlowGrowth): at about 7.75 years, between the exams at 7.5 and
  // 8 years, refraction +0.50 DS −0.25 DC (spherical equivalent +0.38 D), vision 1.0, axial length about 22.97/22.92
  // mm. No myopia: a low hyperopic reserve for his age, watched with habits and regular checks, no drops.
  await insertVisit(tx, boy, lin, {
    visitDate: daysAgo(200),
    department: L('眼科 / 视光', 'Eye clinic / Optometry'),
    chiefComplaint: L(
      '学校视力筛查提示右眼视力偏低，要求复查',
      'School screening suggested lower vision in the right eye; recheck requested',
    ),
    examination: L(
      '裸眼视力 右 5.0 左 5.0；散瞳验光 右 +0.50 DS -0.25 DC×180，左 +0.50 DS -0.25 DC×180（等效球镜 +0.38 D）；眼轴 右 22.97 mm，左 22.92 mm。',
      'Uncorrected vision R 5.0, L 5.0 (1.0 both); cycloplegic refraction R +0.50 DS −0.25 DC × 180, L +0.50 DS −0.25 DC × 180 (spherical equivalent +0.38 D); axial length R 22.97 mm, L 22.92 mm.',
    ),
    diagnosis: L('双眼屈光正常，远视储备偏低', 'Normal refraction in both eyes; low hyperopic reserve for his age'),
    advice: L(
      '目前没有近视，筛查结果未得到证实。每天户外 2 小时，近距离用眼每 20 分钟休息 20 秒；每 6 个月复查视力、屈光和眼轴。',
      'No myopia now: the screening result was not confirmed. Two hours outdoors a day, a 20-second break every 20 minutes of close work; vision, refraction and axial length checked every 6 months.',
    ),
    prescriptions: [],
  });
  await insertTestReport(tx, boy, chen, {
    kind: 'lab',
    name: L('25-羟基维生素 D', '25-hydroxyvitamin D'),
    reportDate: daysAgo(90),
    conclusion: L(
      '25-羟基维生素 D 低于参考范围，提示维生素 D 不足。',
      '25-hydroxyvitamin D is below the reference range: vitamin D insufficiency.',
    ),
    attachments: [],
    items: [
      {
        name: L('25-羟基维生素 D [25(OH)D]', '25-hydroxyvitamin D [25(OH)D]'),
        value: '18.2',
        unit: 'ng/mL',
        referenceLow: 30,
        referenceHigh: 100,
      },
    ],
  });
  await insertTestReport(tx, boy, chen, {
    kind: 'lab',
    name: L('血常规', 'Full blood count'),
    reportDate: daysAgo(90),
    conclusion: L('各项指标在参考范围内。', 'All values within their reference ranges.'),
    attachments: [],
    items: [
      { name: L('白细胞计数 (WBC)', 'White cell count (WBC)'), value: '6.8', unit: '×10⁹/L', referenceLow: 4, referenceHigh: 12 },
      { name: L('中性粒细胞百分比', 'Neutrophils'), value: '52.3', unit: '%', referenceLow: 31, referenceHigh: 70 },
      { name: L('红细胞计数 (RBC)', 'Red cell count (RBC)'), value: '4.62', unit: '×10¹²/L', referenceLow: 4, referenceHigh: 5.5 },
      { name: L('血红蛋白 (Hb)', 'Haemoglobin (Hb)'), value: '128', unit: 'g/L', referenceLow: 115, referenceHigh: 155 },
      { name: L('血小板计数 (PLT)', 'Platelets (PLT)'), value: '265', unit: '×10⁹/L', referenceLow: 100, referenceHigh: 400 },
    ],
  });
  await insertTestReport(tx, boy, chen, {
    kind: 'imaging',
    name: L('左手腕骨龄 X 线片', 'Left hand and wrist X-ray for bone age'),
    reportDate: daysAgo(89),
    conclusion: L(
      '左手腕诸骨骨化中心显示正常，按 G-P 图谱法评估骨龄约 8.5 岁，与实际年龄相符；未见骨质异常。',
      'Normal ossification centres of the left hand and wrist. Bone age about 8.5 years by the Greulich–Pyle atlas, matching his age; no bone abnormality.',
    ),
    attachments: [],
    items: [],
  });
  await insertCheckupReport(tx, boy, chen, {
    checkupDate: daysAgo(250),
    institution: L('禾苗儿童健康中心（徐汇店）', 'Sprout Children’s Health Centre, Xuhui'),
    summary: L(
      '生长发育正常；右眼视力 4.8 偏低，建议眼科复查；乳牙龋齿 1 颗，建议口腔科治疗。',
      'Normal growth; right-eye vision 4.8 is low, see the eye clinic; one decayed milk tooth, see a dentist.',
    ),
    attachments: [],
    items: [
      { name: L('身高', 'Height'), value: '125.6', unit: 'cm' },
      { name: L('体重', 'Weight'), value: '24.0', unit: 'kg' },
      { name: L('体重指数 (BMI)', 'Body mass index (BMI)'), value: '15.2', unit: 'kg/m²', referenceLow: 13.8, referenceHigh: 18.1 },
      { name: L('右眼裸眼视力', 'Right eye, uncorrected vision'), value: '4.8', referenceLow: 5 },
      { name: L('左眼裸眼视力', 'Left eye, uncorrected vision'), value: '5.0', referenceLow: 5 },
      { name: L('龋齿（颗）', 'Decayed teeth'), value: '1', flag: 'abnormal' },
      { name: L('血压', 'Blood pressure'), value: '98/62', valueType: 'text', unit: 'mmHg', flag: 'normal' },
    ],
  });

  // 李思语, a teenager followed for myopia at Pudong.
  await insertVisit(tx, DEMO_IDS.members.teenSiyu, zhao, {
    visitDate: daysAgo(45),
    department: L('眼科', 'Ophthalmology'),
    chiefComplaint: L('近视防控复诊', 'Myopia control follow-up'),
    examination: L(
      '戴镜视力 右 1.0 左 1.0；眼轴 右 25.12 mm，左 24.98 mm，较半年前增长 0.11 mm。',
      'Corrected vision R 1.0, L 1.0; axial length R 25.12 mm, L 24.98 mm, up 0.11 mm in six months.',
    ),
    diagnosis: L('双眼中度近视，控制效果良好', 'Moderate myopia in both eyes, well controlled'),
    advice: L(
      '继续夜戴角膜塑形镜联合低浓度阿托品；3 个月后复查。',
      'Continue night-time Ortho-K lenses with low-dose atropine; review in 3 months.',
    ),
    prescriptions: [
      {
        productCode: D.atropine,
        drugName: L('0.01% 硫酸阿托品滴眼液', 'Atropine sulfate 0.01% eye drops'),
        dosage: L('每晚睡前双眼各 1 滴', '1 drop in each eye every night at bedtime'),
        quantity: L('3 盒（每盒 30 支）', '3 boxes of 30 single doses'),
        durationDays: 90,
      },
    ],
  });
}
