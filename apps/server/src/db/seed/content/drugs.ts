import type { DrugCreate, LocalizedText } from '@sprout/contracts';

const L = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });
const dose = (who: LocalizedText, amount: LocalizedText) => ({ who, dose: amount });

/** Every leaflet ends with this: the prescription, not the leaflet, decides a child's dose. */
const FOLLOW_DOCTOR = L(
  '本页内容帮助您了解药品，不能代替医生的处方和药师的指导。请按医生开具的剂量和疗程使用；如有疑问或出现不适，请及时联系医生。',
  'This page helps you understand the medicine; it does not replace your doctor’s prescription or your pharmacist’s advice. Give the dose and course the doctor prescribed, and contact the doctor if you have questions or your child feels unwell.',
);

/**
 * Demo drug information, written for this product (not copied from any leaflet). Makers and approval numbers
 * are fictional, marked as demo data.
 */
const LEAFLETS: DrugCreate[] = [
  {
    productCode: 'VD3-400',
    name: L('维生素D3滴剂 400IU', 'Vitamin D3 drops 400 IU'),
    genericName: L('维生素D3（胆骨化醇）', 'Vitamin D3 (cholecalciferol)'),
    specification: L('每粒 400IU，30 粒/盒', '400 IU per capsule, 30 capsules per box'),
    indications: L(
      '预防和治疗维生素D缺乏及其引起的佝偻病；用于母乳喂养婴儿和户外日照不足儿童的日常补充。',
      'Preventing and treating vitamin D deficiency and rickets; daily supplement for breastfed infants and children with little sunlight.',
    ),
    dosage: [
      dose(
        L('足月婴儿（出生数天后起至 1 岁）', 'Term infants (from the first days of life to 1 year)'),
        L('每日 1 粒（400IU），剪开后滴入口中', '1 capsule (400 IU) a day, snipped open and squeezed into the mouth'),
      ),
      dose(L('早产儿', 'Preterm infants'), L('遵医嘱，剂量可能高于足月儿', 'As prescribed; the dose may be higher than for term babies')),
      dose(
        L('1 岁以上儿童（饮食和日照不足时）', 'Children over 1 year (little sun or dietary intake)'),
        L('每日 1 粒（400IU）', '1 capsule (400 IU) a day'),
      ),
    ],
    contraindications: L(
      '高钙血症、维生素D过量或对本品成分过敏者禁用。',
      'Do not use with high blood calcium, vitamin D excess, or allergy to any ingredient.',
    ),
    adverseReactions: L(
      '按推荐剂量使用一般无不良反应。长期过量可致高钙血症，表现为食欲差、呕吐、便秘、口渴、多尿，出现时停药就医。',
      'Usually none at the recommended dose. Long-term overdose can raise blood calcium, with poor appetite, vomiting, constipation, thirst and passing much urine; stop and see a doctor if these appear.',
    ),
    storage: L(
      '密封，遮光，25℃以下干燥处保存；放在儿童够不到的地方。',
      'Keep closed, away from light, dry and below 25 °C, out of children’s reach.',
    ),
    manufacturer: L('禾苗演示药业有限公司（演示数据）', 'Sprout Demo Pharma Co., Ltd. (demo data)'),
    approvalNumber: 'DEMO-H20240001',
    note: L(
      '不要同时服用多种含维生素D的产品（如鱼肝油、强化奶粉外的其他补充剂），以免过量。',
      'Do not combine several vitamin D products (such as cod liver oil or other supplements) to avoid overdose.',
    ),
  },
  {
    productCode: 'AMOX-125',
    name: L('阿莫西林颗粒 125mg', 'Amoxicillin granules 125 mg'),
    genericName: L('阿莫西林', 'Amoxicillin'),
    specification: L('每袋 125mg，12 袋/盒', '125 mg per sachet, 12 sachets per box'),
    indications: L(
      '由敏感细菌引起的感染，如中耳炎、链球菌性咽炎、鼻窦炎、下呼吸道感染等。抗生素对病毒性感冒无效。',
      'Infections caused by susceptible bacteria, such as middle-ear infection, strep throat, sinusitis and lower respiratory infections. Antibiotics do not work against viral colds.',
    ),
    dosage: [
      dose(
        L('体重 40kg 以下儿童', 'Children under 40 kg'),
        L(
          '按体重计算，常用每日 20–40mg/kg，分 3 次服用；部分感染医生会用更高剂量。以处方为准。',
          'By weight: commonly 20–40 mg per kg per day in 3 doses; the doctor may use a higher dose for some infections. Follow the prescription.',
        ),
      ),
      dose(L('体重 40kg 及以上', '40 kg and over'), L('按成人剂量，遵医嘱', 'Adult dosing, as prescribed')),
      dose(
        L('服用方法', 'How to take'),
        L(
          '用温水冲开后服用，餐前餐后均可；请服完医生规定的全部疗程，即使症状已好转。',
          'Dissolve in warm water; with or without food. Finish the whole course the doctor set, even when your child feels better.',
        ),
      ),
    ],
    contraindications: L(
      '对青霉素类药物过敏者禁用；曾因阿莫西林出现黄疸或肝功能异常者禁用。',
      'Do not use with an allergy to penicillins, or after jaundice or liver problems caused by amoxicillin.',
    ),
    adverseReactions: L(
      '常见腹泻、恶心、皮疹。出现荨麻疹、面部或嘴唇肿胀、呼吸困难时立即停药并就医。',
      'Diarrhoea, nausea and rash are common. Stop and seek urgent care for hives, swelling of the face or lips, or difficulty breathing.',
    ),
    storage: L('密封，25℃以下干燥处保存。', 'Keep closed, dry and below 25 °C.'),
    manufacturer: L('禾苗演示药业有限公司（演示数据）', 'Sprout Demo Pharma Co., Ltd. (demo data)'),
    approvalNumber: 'DEMO-H20240002',
    note: L(
      '请告诉医生孩子是否有药物过敏史。腹泻严重或带血时请及时就医。',
      'Tell the doctor about any drug allergy. See a doctor if diarrhoea is severe or bloody.',
    ),
  },
  {
    productCode: 'IBU-100',
    name: L('布洛芬混悬液 100mg/5ml', 'Ibuprofen oral suspension 100 mg/5 ml'),
    genericName: L('布洛芬', 'Ibuprofen'),
    specification: L('100mg/5ml，100ml/瓶，附量杯', '100 mg in 5 ml, 100 ml bottle with measuring cup'),
    indications: L(
      '儿童发热；轻中度疼痛，如头痛、牙痛、咽痛、肌肉痛。',
      'Fever in children; mild to moderate pain such as headache, toothache, sore throat or muscle aches.',
    ),
    dosage: [
      dose(
        L('按体重', 'By weight'),
        L(
          '每次 5–10mg/kg，两次间隔至少 6 小时，24 小时内不超过 4 次',
          '5–10 mg per kg per dose, at least 6 hours apart, no more than 4 doses in 24 hours',
        ),
      ),
      dose(L('6–11 个月（约 6–8kg）', '6–11 months (about 6–8 kg)'), L('每次 2.5ml（50mg）', '2.5 ml (50 mg) per dose')),
      dose(L('1–3 岁（约 10–15kg）', '1–3 years (about 10–15 kg)'), L('每次 5ml（100mg）', '5 ml (100 mg) per dose')),
      dose(L('4–6 岁（约 16–21kg）', '4–6 years (about 16–21 kg)'), L('每次 7.5ml（150mg）', '7.5 ml (150 mg) per dose')),
      dose(L('7–9 岁（约 22–30kg）', '7–9 years (about 22–30 kg)'), L('每次 10ml（200mg）', '10 ml (200 mg) per dose')),
      dose(L('10–12 岁（约 31–40kg）', '10–12 years (about 31–40 kg)'), L('每次 15ml（300mg）', '15 ml (300 mg) per dose')),
      dose(L('6 个月以下', 'Under 6 months'), L('仅在医生指导下使用', 'Only on a doctor’s advice')),
    ],
    contraindications: L(
      '对布洛芬、阿司匹林或其他解热镇痛药过敏（包括诱发哮喘）者禁用；活动性消化道溃疡或出血、严重肝肾或心功能不全者禁用。呕吐腹泻、喝水很少（脱水）时先咨询医生。',
      'Do not use with an allergy to ibuprofen, aspirin or other NSAIDs (including asthma they trigger), an active stomach ulcer or bleeding, or severe liver, kidney or heart failure. Ask a doctor first if your child is vomiting, has diarrhoea or is drinking little (dehydration).',
    ),
    adverseReactions: L(
      '偶见胃部不适、恶心。罕见消化道出血、过敏反应（皮疹、肿胀、气喘）；脱水时可能影响肾功能。出现黑便、呕血或过敏表现时停药就医。',
      'Occasional stomach upset or nausea. Rarely bleeding from the gut or allergic reactions (rash, swelling, wheeze); in dehydration it can affect the kidneys. Stop and see a doctor for black stools, vomiting blood or signs of allergy.',
    ),
    storage: L(
      '25℃以下保存，用前摇匀；开封后按说明期限内用完。',
      'Store below 25 °C and shake well before use; use within the period stated after opening.',
    ),
    manufacturer: L('华东演示制药有限公司（演示数据）', 'East China Demo Pharmaceutical Co., Ltd. (demo data)'),
    approvalNumber: 'DEMO-H20240003',
    note: L(
      '请用附带的量杯量取，不要用家用汤匙。发热超过 3 天、精神差或 3 个月以下婴儿发热，请及时就医。',
      'Measure with the cup provided, never a kitchen spoon. See a doctor for fever lasting over 3 days, a very drowsy child, or any fever in a baby under 3 months.',
    ),
  },
  {
    productCode: 'ATRO-001',
    name: L('0.01% 硫酸阿托品滴眼液', 'Atropine sulfate 0.01% eye drops'),
    genericName: L('硫酸阿托品', 'Atropine sulfate'),
    specification: L('0.01%，0.4ml/支，单剂量包装，30 支/盒', '0.01%, 0.4 ml single-dose units, 30 per box'),
    indications: L(
      '在眼科医生处方和随访下，用于延缓儿童近视进展。',
      'Slowing the progression of myopia in children, on an eye doctor’s prescription and with follow-up.',
    ),
    dosage: [
      dose(L('处方儿童', 'Prescribed children'), L('每晚睡前每只眼滴 1 滴', '1 drop in each eye every night at bedtime')),
      dose(
        L('滴药方法', 'How to use'),
        L(
          '洗手后滴入下眼睑内，轻压内眼角 1–2 分钟，减少药液进入全身；每支仅用一次，用后丢弃。',
          'Wash hands, drop into the lower lid, then press the inner corner of the eye for 1–2 minutes to limit absorption into the body. Each unit is used once, then thrown away.',
        ),
      ),
    ],
    contraindications: L(
      '对阿托品过敏者禁用；有闭角型青光眼或相关风险者禁用。',
      'Do not use with an allergy to atropine or with angle-closure glaucoma or its risk.',
    ),
    adverseReactions: L(
      '可能出现轻度怕光、看近处稍模糊、瞳孔略大，多数可适应。偶见眼部过敏、面部潮红、口干。若出现发热、心跳很快、烦躁，请停药就医。',
      'Mild light sensitivity, slightly blurred near vision and slightly larger pupils can occur; most children adapt. Occasionally eye allergy, flushing or dry mouth. Stop and see a doctor for fever, a racing heart or agitation.',
    ),
    storage: L('遮光，25℃以下保存；未开封的单支放回铝袋中。', 'Keep away from light below 25 °C; keep unopened units in the foil pouch.'),
    manufacturer: L('禾苗演示眼科药业有限公司（演示数据）', 'Sprout Demo Ophthalmics Co., Ltd. (demo data)'),
    approvalNumber: 'DEMO-H20240004',
    note: L(
      '需定期复查眼轴和屈光，由医生判断疗效和疗程。误服可能引起中毒，务必放在儿童够不到的地方。',
      'Axial length and refraction must be checked regularly so the doctor can judge the effect and duration. Swallowing it can be poisonous: keep it out of children’s reach.',
    ),
  },
  {
    productCode: 'SALINE-NS',
    name: L('生理盐水鼻腔喷雾', 'Saline nasal spray'),
    genericName: L('0.9% 氯化钠（等渗海盐水）', 'Sodium chloride 0.9% (isotonic saline)'),
    specification: L('0.9%，60ml/瓶，细雾喷头', '0.9%, 60 ml bottle with a fine-mist nozzle'),
    indications: L(
      '清洁鼻腔，稀释并帮助清除鼻涕；缓解感冒、过敏引起的鼻塞和鼻腔干燥。',
      'Cleaning the nose, thinning and clearing mucus; easing a blocked or dry nose from colds or allergies.',
    ),
    dosage: [
      dose(
        L('婴儿', 'Babies'),
        L(
          '每侧鼻孔 1 喷，每日 2–4 次；喷后可用吸鼻器轻轻吸出分泌物',
          '1 spray per nostril, 2–4 times a day; then gently clear mucus with a nasal aspirator',
        ),
      ),
      dose(L('儿童及成人', 'Children and adults'), L('每侧鼻孔 1–2 喷，每日 2–6 次', '1–2 sprays per nostril, 2–6 times a day')),
    ],
    contraindications: L(
      '对本品成分过敏者禁用。鼻腔有外伤或正在出血时暂停使用。',
      'Do not use with an allergy to any ingredient. Pause while the nose is injured or bleeding.',
    ),
    adverseReactions: L('偶有短暂刺痛感或打喷嚏。', 'Occasional brief stinging or sneezing.'),
    storage: L(
      '常温保存，避免阳光直射；专人专用，开封后 3 个月内用完。',
      'Store at room temperature out of direct sun; one user per bottle, use within 3 months of opening.',
    ),
    manufacturer: L('禾苗演示医疗用品有限公司（演示数据）', 'Sprout Demo Medical Supplies Co., Ltd. (demo data)'),
    approvalNumber: 'DEMO-M20240005',
    note: L(
      '喷头用后擦净。鼻塞伴高热、耳痛或超过 10 天不好转，请就医。',
      'Wipe the nozzle after use. See a doctor if a blocked nose comes with high fever or ear pain, or lasts over 10 days.',
    ),
  },
];

/** Each leaflet's own note, then the reminder to follow the prescription. */
export const DRUGS: DrugCreate[] = LEAFLETS.map((drug) => ({
  ...drug,
  note: L(`${drug.note['zh-CN']}${FOLLOW_DOCTOR['zh-CN']}`, `${drug.note['en-US']} ${FOLLOW_DOCTOR['en-US']}`),
}));
