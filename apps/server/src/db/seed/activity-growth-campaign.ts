import type { Language } from '@sprout/contracts';
import type { ActivityPageDescriptionInput } from '@sprout/contracts/activity';
import { pick, short, type Texts } from './activity-texts.ts';
import { CLINIC_DEMO_IDS } from './clinics.ts';
import { DEMO_IDS } from './demo-people.ts';

/** Growth check month: a hot-spot banner (growth chart, membership), tabs of advice, doctors, a booking drawer. */
export function growthCampaign(lang: Language): ActivityPageDescriptionInput {
  const t = pick(lang);
  const s = short(lang);
  const tabImage = (key: string, alt: Texts) => ({
    type: 'ImageModule' as const,
    image: { src: `/activity/growth-tab-${key}-${s}.svg`, width: 750, height: 300, alt: t(alt) },
  });
  return {
    schemaVersion: 1,
    page: {
      title: t({ 'zh-CN': '儿童生长发育评估月', 'en-US': 'Child growth check month' }),
      language: lang,
      share: {
        title: t({ 'zh-CN': '孩子长得好不好？生长发育评估月', 'en-US': 'Is your child growing well? Growth check month' }),
        description: t({
          'zh-CN': '身高、体重、骨龄一次看清，对照 WHO 生长标准。',
          'en-US': 'Height, weight and bone age at one visit, against the WHO growth standards.',
        }),
        imageUrl: '/activity/growth-share.svg',
      },
      background: { color: '#eef7f1' },
    },
    globalWidgets: {
      type: 'GlobalWidgetContainer',
      widgets: [
        { type: 'BackToTop', showAfterPx: 500 },
        { type: 'SuspensionButton', text: t({ 'zh-CN': '分享', 'en-US': 'Share' }), link: 'popup:share', side: 'right' },
        {
          type: 'bottomDrawer',
          id: 'booking',
          handleText: t({ 'zh-CN': '预约生长发育评估', 'en-US': 'Book a growth check' }),
          popup: {
            title: t({ 'zh-CN': '预约须知', 'en-US': 'Before you book' }),
            paragraphs: [
              t({
                'zh-CN': '评估包括：身高、体重、头围测量，生长曲线解读，必要时骨龄片。',
                'en-US': 'The check: height, weight and head circumference, a reading of the growth chart, and a bone-age X-ray if needed.',
              }),
              t({
                'zh-CN': '请带上孩子近一年的体检记录，方便医生看生长速度。',
                'en-US': 'Bring your child’s check-up records of the last year so the doctor can see the growth rate.',
              }),
              t({
                'zh-CN': '徐汇店周一至周日均可预约，会员免挂号费。',
                'en-US': 'The Xuhui centre takes bookings every day; members pay no registration fee.',
              }),
            ],
            action: { text: t({ 'zh-CN': '查看会员套餐', 'en-US': 'See membership plans' }), link: '/package' },
          },
        },
        {
          type: 'shareMask',
          id: 'share',
          text: t({ 'zh-CN': '点击右上角「···」，把活动分享给家人', 'en-US': 'Tap “···” at the top right to share with your family' }),
        },
      ],
    },
    containers: [
      {
        type: 'WidgetContainer',
        widgets: [
          {
            type: 'HotSpot',
            image: {
              src: `/activity/growth-banner-${s}.svg`,
              width: 750,
              height: 520,
              alt: t({ 'zh-CN': '儿童生长发育评估月', 'en-US': 'Child growth check month' }),
            },
            // The two buttons drawn on the banner: x 45–352 and 398–705 of 750 px, y 364–458 of 520 px.
            areas: [
              {
                x: 6,
                y: 70,
                width: 41,
                height: 18,
                link: '/growth/patient/growthDetail',
                label: t({ 'zh-CN': '查看生长曲线', 'en-US': 'See growth chart' }),
              },
              { x: 53, y: 70, width: 41, height: 18, link: '/package', label: t({ 'zh-CN': '了解会员套餐', 'en-US': 'Membership plans' }) },
            ],
          },
        ],
      },
      {
        type: 'TabWidgetContainer',
        tabs: [
          {
            key: 'height',
            title: t({ 'zh-CN': '量身高', 'en-US': 'Height' }),
            widgets: [tabImage('height', { 'zh-CN': '每 3 个月量一次身高', 'en-US': 'Measure height every 3 months' })],
          },
          {
            key: 'bone',
            title: t({ 'zh-CN': '看骨龄', 'en-US': 'Bone age' }),
            widgets: [tabImage('bone', { 'zh-CN': '骨龄评估生长潜力', 'en-US': 'Bone age shows growth potential' })],
          },
          {
            key: 'food',
            title: t({ 'zh-CN': '吃与睡', 'en-US': 'Food & sleep' }),
            widgets: [
              tabImage('food', { 'zh-CN': '吃好睡好，长得更好', 'en-US': 'Eat well, sleep well, grow well' }),
              {
                type: 'ShowMoreTags',
                tags: [
                  t({ 'zh-CN': '每天 300–500 毫升奶', 'en-US': '300–500 ml of milk a day' }),
                  t({ 'zh-CN': '每天一个蛋', 'en-US': 'An egg a day' }),
                  t({ 'zh-CN': '少喝含糖饮料', 'en-US': 'Fewer sugary drinks' }),
                  t({ 'zh-CN': '9 点半前入睡', 'en-US': 'Asleep by 9:30 pm' }),
                  t({ 'zh-CN': '每天跳绳 15 分钟', 'en-US': '15 minutes of skipping' }),
                ],
                visibleCount: 2,
              },
            ],
          },
        ],
      },
      {
        type: 'WidgetContainer',
        title: t({ 'zh-CN': '生长发育门诊医生', 'en-US': 'Our growth clinic doctors' }),
        widgets: [{ type: 'DoctorListModule', source: { by: 'ids', ids: [DEMO_IDS.doctors.chen, CLINIC_DEMO_IDS.doctors.zhou] } }],
      },
      {
        type: 'WidgetContainer',
        title: t({ 'zh-CN': '长高小贴士', 'en-US': 'Tips for growing tall' }),
        widgets: [
          {
            type: 'SlidingComponent',
            slides: [
              {
                image: {
                  src: `/activity/growth-tab-food-${s}.svg`,
                  width: 750,
                  height: 300,
                  alt: t({ 'zh-CN': '均衡饮食', 'en-US': 'A balanced diet' }),
                },
              },
              {
                image: {
                  src: `/activity/growth-tab-height-${s}.svg`,
                  width: 750,
                  height: 300,
                  alt: t({ 'zh-CN': '定期测量', 'en-US': 'Measure regularly' }),
                },
                link: '/growth/patient/growthDetail',
              },
            ],
          },
        ],
      },
    ],
  };
}
