import type { QuestionInput } from '@sprout/contracts';
import { surveys, surveyVersions } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { ENGAGEMENT_IDS, lt } from './engagement-ids.ts';

/** The myopia follow-up survey: every one of the five question types, as a parent fills it in at home. */
export const MYOPIA_SURVEY_QUESTIONS: QuestionInput[] = [
  {
    id: 'lastExamDate',
    type: 'date',
    label: lt('最近一次眼科检查是哪一天？', 'When was the last eye check?'),
    help: lt('包括学校筛查和医院验光', 'A school screening or an eye test at a clinic both count'),
    required: true,
    notInFuture: true,
  },
  {
    id: 'correction',
    type: 'single',
    label: lt('孩子目前的视力矫正方式', 'How is your child’s vision corrected now?'),
    required: true,
    options: [
      { value: 'none', label: lt('未戴眼镜', 'No glasses') },
      { value: 'single-vision', label: lt('普通单光眼镜', 'Ordinary single-vision glasses') },
      { value: 'ortho-k', label: lt('角膜塑形镜（OK 镜）', 'Orthokeratology (ortho-k) lenses') },
      { value: 'defocus', label: lt('离焦框架镜', 'Defocus spectacle lenses') },
      { value: 'other', label: lt('其他', 'Other') },
    ],
  },
  {
    id: 'signs',
    type: 'multiple',
    label: lt('近一个月是否注意到以下情况？（可多选）', 'In the past month, have you noticed any of these? (choose any)'),
    required: false,
    maxSelected: 5,
    options: [
      { value: 'squinting', label: lt('看远处时眯眼', 'Squints to see far away') },
      { value: 'close-to-screen', label: lt('看电视或平板时靠得很近', 'Sits very close to the TV or tablet') },
      { value: 'headache', label: lt('用眼后说头痛或眼睛累', 'Headaches or tired eyes after close work') },
      { value: 'eye-rubbing', label: lt('频繁揉眼', 'Rubs the eyes often') },
      { value: 'head-tilt', label: lt('看东西时歪头', 'Tilts the head to look at things') },
    ],
  },
  {
    id: 'outdoorHours',
    type: 'number',
    label: lt('平均每天户外活动多少小时？', 'On average, how many hours a day outdoors?'),
    help: lt('白天在户外即可，不必是运动', 'Any daytime outdoors counts, not only sport'),
    required: true,
    min: 0,
    max: 12,
    step: 0.5,
    unit: lt('小时/天', 'h/day'),
  },
  {
    id: 'screenHours',
    type: 'number',
    label: lt('平均每天使用电子屏幕多少小时？（不含上网课）', 'Hours a day on screens, not counting online lessons'),
    required: true,
    min: 0,
    max: 16,
    step: 0.5,
    unit: lt('小时/天', 'h/day'),
  },
  {
    id: 'notes',
    type: 'text',
    label: lt('还有什么想告诉医生的？', 'Anything else you would like the doctor to know?'),
    required: false,
    maxLength: 300,
    multiline: true,
  },
];

const GROWTH_SURVEY_QUESTIONS: QuestionInput[] = [
  {
    id: 'measuredOn',
    type: 'date',
    label: lt('最近一次在家量身高是哪一天？', 'When did you last measure height at home?'),
    required: true,
    notInFuture: true,
  },
  {
    id: 'heightCm',
    type: 'number',
    label: lt('当时量得的身高', 'The height you measured'),
    help: lt('脱鞋、背靠墙站直测量', 'Shoes off, standing straight against a wall'),
    required: true,
    min: 40,
    max: 200,
    step: 0.1,
    unit: lt('厘米', 'cm'),
  },
  {
    id: 'appetite',
    type: 'single',
    label: lt('最近一个月的食欲', 'Appetite over the past month'),
    required: true,
    options: [
      { value: 'good', label: lt('好，正餐吃得完', 'Good: finishes meals') },
      { value: 'fair', label: lt('一般，有时剩饭', 'Fair: sometimes leaves food') },
      { value: 'poor', label: lt('差，经常不想吃', 'Poor: often does not want to eat') },
    ],
  },
  {
    id: 'sleepHours',
    type: 'number',
    label: lt('每晚大约睡几个小时？', 'About how many hours of sleep a night?'),
    required: true,
    min: 4,
    max: 16,
    step: 0.5,
    unit: lt('小时', 'hours'),
  },
  {
    id: 'worries',
    type: 'multiple',
    label: lt('您目前关心的问题（可多选）', 'What are you concerned about? (choose any)'),
    required: false,
    options: [
      { value: 'short', label: lt('比同龄人矮', 'Shorter than classmates') },
      { value: 'weight', label: lt('体重增长过快', 'Putting on weight quickly') },
      { value: 'picky', label: lt('挑食', 'Picky eating') },
      { value: 'puberty', label: lt('青春期提前的迹象', 'Signs of early puberty') },
    ],
  },
  {
    id: 'notes',
    type: 'text',
    label: lt('补充说明', 'Anything to add'),
    required: false,
    maxLength: 300,
    multiline: true,
  },
];

export async function seedSurveys({ tx }: SeedContext): Promise<void> {
  const ids = ENGAGEMENT_IDS.surveys;
  await tx.insert(surveys).values([
    { id: ids.myopia, diseaseCode: 'myopia', publishedVersion: 1 },
    { id: ids.growth, diseaseCode: 'growth', publishedVersion: 1 },
  ]);
  await tx.insert(surveyVersions).values([
    {
      surveyId: ids.myopia,
      version: 1,
      title: lt('近视风险随访', 'Myopia follow-up'),
      intro: lt(
        '这份随访帮助医生了解孩子两次复查之间的用眼情况，约需 2 分钟。带 * 的为必答题。',
        'This follow-up tells the doctor how your child used their eyes between check-ups. It takes about 2 minutes. Questions marked * need an answer.',
      ),
      questions: MYOPIA_SURVEY_QUESTIONS,
    },
    {
      surveyId: ids.growth,
      version: 1,
      title: lt('生长发育随访', 'Growth follow-up'),
      intro: lt(
        '请根据孩子最近的情况填写，医生会结合生长曲线一起评估。带 * 的为必答题。',
        'Answer for how your child has been lately; the doctor reads it together with the growth chart. Questions marked * need an answer.',
      ),
      questions: GROWTH_SURVEY_QUESTIONS,
    },
  ]);
}
