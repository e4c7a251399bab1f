import { eq, sql } from 'drizzle-orm';
import { type Language } from '@sprout/contracts';
import { activityPageDescriptionSchema, type ActivityPageDescriptionInput } from '@sprout/contracts/activity';
import { insertActivityPage } from '../../modules/activity/repository.ts';
import { activityPages } from '../schema/index.ts';
import { growthCampaign } from './activity-growth-campaign.ts';
import { pick, short, type Texts } from './activity-texts.ts';
import type { SeedContext } from './core.ts';
import { DEMO_IDS } from './demo-people.ts';

export { growthCampaign };

/**
 * Two campaigns, each in both languages. A page has one language, so each campaign is two pages with
 * their own ids and slugs (`<campaign>-zh`, `<campaign>-en`); the ids are fixed for links and tests.
 */
export const ACTIVITY_DEMO_IDS = {
  myopiaZh: '60000000-0000-4000-8000-000000000001',
  myopiaEn: '60000000-0000-4000-8000-000000000002',
  growthZh: '60000000-0000-4000-8000-000000000011',
  growthEn: '60000000-0000-4000-8000-000000000012',
} as const;

const pudongPage = `/clinics/${DEMO_IDS.clinics.pudong}`;

/** Summer myopia check at the Pudong clinic: hero, carousel of tips, the clinic's doctors, a QR code to the clinic page. */
export function myopiaCampaign(lang: Language): ActivityPageDescriptionInput {
  const t = pick(lang);
  const s = short(lang);
  const slide = (n: number, alt: Texts, link?: string) => ({
    image: { src: `/activity/myopia-slide-${n}-${s}.svg`, width: 750, height: 360, alt: t(alt) },
    ...(link ? { link } : {}),
  });
  return {
    schemaVersion: 1,
    page: {
      title: t({ 'zh-CN': '暑期儿童近视筛查', 'en-US': 'Summer myopia check for children' }),
      language: lang,
      share: {
        title: t({ 'zh-CN': '暑期儿童近视筛查：免费眼轴检查', 'en-US': 'Summer myopia check: a free axial-length check' }),
        description: t({
          'zh-CN': '禾苗浦东店 7–8 月，为 4–16 岁儿童免费测量眼轴、评估近视风险。',
          'en-US': 'Sprout Pudong, July–August: free axial-length measurement and myopia risk check for children aged 4–16.',
        }),
        imageUrl: '/activity/myopia-share.svg',
      },
      background: { color: '#e8f4fb' },
    },
    globalWidgets: {
      type: 'GlobalWidgetContainer',
      widgets: [
        // A short page (under two screens): show the button after half a screen.
        { type: 'BackToTop', showAfterPx: 400 },
        { type: 'SuspensionButton', text: t({ 'zh-CN': '分享', 'en-US': 'Share' }), link: 'popup:share' },
        { type: 'FixedButton', text: t({ 'zh-CN': '添加客服，预约筛查', 'en-US': 'Book through customer service' }), link: 'popup:kefu' },
        {
          type: 'bottomDrawer',
          id: 'rules',
          handleText: t({ 'zh-CN': '活动规则与报名须知', 'en-US': 'Rules and how to sign up' }),
          popup: {
            title: t({ 'zh-CN': '活动规则', 'en-US': 'Rules' }),
            paragraphs: [
              t({
                'zh-CN': '活动时间：7 月 1 日至 8 月 31 日，周二至周日 9:00–18:00。',
                'en-US': 'When: 1 July to 31 August, Tuesday to Sunday, 9:00–18:00.',
              }),
              t({
                'zh-CN': '对象：4–16 岁儿童，每位儿童限免费检查一次，需家长陪同。',
                'en-US': 'Who: children aged 4–16, one free check per child, with a parent.',
              }),
              t({
                'zh-CN': '内容：眼轴长度、电脑验光、角膜曲率，医生当场解读并记入孩子的眼轴档案。',
                'en-US':
                  'What: axial length, auto-refraction and corneal curvature, explained by a doctor and added to your child’s eye record.',
              }),
              t({
                'zh-CN': '检查前 2 小时请勿长时间看屏幕；戴角膜塑形镜的孩子请当天停戴。',
                'en-US': 'Avoid screens for two hours before; children wearing Ortho-K lenses should leave them out that day.',
              }),
            ],
            action: { text: t({ 'zh-CN': '查看浦东店地址', 'en-US': 'See the Pudong centre' }), link: pudongPage },
          },
        },
        {
          type: 'qrCodeModal',
          id: 'kefu',
          title: t({ 'zh-CN': '扫码添加客服', 'en-US': 'Scan to reach customer service' }),
          link: pudongPage,
          caption: t({
            'zh-CN': '长按识别二维码，预约时请说明“暑期近视筛查”。',
            'en-US': 'Press and hold to scan, and mention “summer myopia check” when you book.',
          }),
        },
        {
          type: 'shareMask',
          id: 'share',
          text: t({ 'zh-CN': '点击右上角「···」，分享给好友或朋友圈', 'en-US': 'Tap “···” at the top right to share with friends' }),
        },
      ],
    },
    containers: [
      {
        type: 'WidgetContainer',
        widgets: [
          {
            type: 'ImageModule',
            image: {
              src: `/activity/myopia-hero-${s}.svg`,
              width: 750,
              height: 480,
              alt: t({ 'zh-CN': '暑期儿童近视筛查，免费眼轴检查', 'en-US': 'Summer myopia check, free axial-length check' }),
            },
          },
        ],
      },
      {
        type: 'WidgetContainer',
        title: t({ 'zh-CN': '护眼小知识', 'en-US': 'Eye-care tips' }),
        widgets: [
          {
            type: 'SlidingComponent',
            intervalMs: 5000,
            slides: [
              slide(1, { 'zh-CN': '每天户外活动 2 小时', 'en-US': 'Two hours outdoors a day' }),
              slide(
                2,
                { 'zh-CN': '眼轴长度比视力更早发现近视进展', 'en-US': 'Axial length shows progression before vision drops' },
                '/eyeAxis/patient/eyeAxisDetail',
              ),
              slide(3, { 'zh-CN': '20-20-20 用眼法则', 'en-US': 'The 20-20-20 rule' }, 'popup:rules'),
            ],
          },
          {
            type: 'ShowMoreTags',
            tags: [
              t({ 'zh-CN': '眼轴测量', 'en-US': 'Axial length' }),
              t({ 'zh-CN': '电脑验光', 'en-US': 'Auto-refraction' }),
              t({ 'zh-CN': '角膜曲率', 'en-US': 'Corneal curvature' }),
              t({ 'zh-CN': '视力检查', 'en-US': 'Visual acuity' }),
              t({ 'zh-CN': '医生解读', 'en-US': 'Doctor’s review' }),
            ],
            visibleCount: 3,
          },
        ],
      },
      {
        type: 'WidgetContainer',
        title: t({ 'zh-CN': '浦东店医生团队', 'en-US': 'Doctors at the Pudong centre' }),
        widgets: [{ type: 'DoctorListModule', source: { by: 'clinic', clinicId: DEMO_IDS.clinics.pudong }, visibleTags: 3 }],
      },
      {
        type: 'WidgetContainer',
        title: t({ 'zh-CN': '扫码查看门店', 'en-US': 'Scan to open the centre’s page' }),
        background: '#ffffff',
        widgets: [
          {
            type: 'QrCode',
            link: pudongPage,
            caption: t({
              'zh-CN': '浦东新区张杨路 1500 号 2 楼 · 周一休息',
              'en-US': '2F, 1500 Zhangyang Road, Pudong · closed on Mondays',
            }),
          },
        ],
      },
    ],
  };
}

/**
 * The summer campaign runs 1 July to 31 August 2026, Shanghai time (its rules say so): from midnight on 1 July
 * to midnight at the end of 31 August, so outside the summer the public sees that it has ended. The growth
 * campaign has no window.
 */
export const SUMMER_CAMPAIGN_WINDOW = { startsAt: '2026-07-01T00:00:00+08:00', endsAt: '2026-09-01T00:00:00+08:00' } as const;

/** Seeds the four pages, each published at version 1, with the editor as author. */
export async function seedActivityPages({ tx }: SeedContext): Promise<void> {
  const pages = [
    {
      id: ACTIVITY_DEMO_IDS.myopiaZh,
      slug: 'summer-myopia-check-zh',
      description: myopiaCampaign('zh-CN'),
      window: SUMMER_CAMPAIGN_WINDOW,
    },
    {
      id: ACTIVITY_DEMO_IDS.myopiaEn,
      slug: 'summer-myopia-check-en',
      description: myopiaCampaign('en-US'),
      window: SUMMER_CAMPAIGN_WINDOW,
    },
    { id: ACTIVITY_DEMO_IDS.growthZh, slug: 'growth-check-zh', description: growthCampaign('zh-CN') },
    { id: ACTIVITY_DEMO_IDS.growthEn, slug: 'growth-check-en', description: growthCampaign('en-US') },
  ];
  for (const page of pages) {
    // The seed goes through the same validation as an editor's save: a broken demo page fails the start-up.
    const description = activityPageDescriptionSchema.parse(page.description);
    await insertActivityPage(tx, {
      id: page.id,
      slug: page.slug,
      description,
      editorId: DEMO_IDS.accounts.editor,
      window: 'window' in page ? page.window : undefined,
    });
    await tx
      .update(activityPages)
      .set({ published: true, publishedVersion: 1, publishedAt: sql`now()` })
      .where(eq(activityPages.id, page.id));
  }
}
