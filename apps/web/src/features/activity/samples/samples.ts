import type { Language } from '@sprout/contracts';

/**
 * Built-in samples of every widget for the preview routes, in both languages. They use the demo's images
 * (public/activity) and doctors, and must stay valid: samples.test.ts parses each one.
 */
export type PreviewType =
  | 'GlobalWidgetContainer'
  | 'TabWidgetContainer'
  | 'WidgetContainer'
  | 'HotSpot'
  | 'QrCode'
  | 'SlidingComponent'
  | 'Tab'
  | 'bottomDrawer'
  | 'popup'
  | 'DoctorItem'
  | 'ShowMoreTags'
  | 'BackToTop'
  | 'FixedButton'
  | 'SuspensionButton'
  | 'DoctorListModule'
  | 'ImageModule'
  | 'qrCodeModal'
  | 'shareMask';

/** The demo's Pudong clinic and Dr Chen (apps/server/src/db/seed/demo-people.ts). */
const PUDONG = '20000000-0000-4000-8000-000000000002';
const DR_CHEN = '30000000-0000-4000-8000-000000000001';

export function sampleFor(type: PreviewType, lang: Language): unknown {
  const zh = lang === 'zh-CN';
  const t = (chinese: string, english: string) => (zh ? chinese : english);
  const s = zh ? 'zh' : 'en';
  const image = (name: string, height: number, alt: string) => ({ src: `/activity/${name}-${s}.svg`, width: 750, height, alt });
  const banner = image('growth-banner', 520, t('儿童生长发育评估月', 'Child growth check month'));
  const slides = [1, 2, 3].map((n) => ({ image: image(`myopia-slide-${n}`, 360, t(`护眼小知识 ${n}`, `Eye-care tip ${n}`)) }));
  const tags = [
    t('近视防控', 'Myopia control'),
    t('角膜塑形镜', 'Ortho-K lenses'),
    t('低浓度阿托品', 'Low-dose atropine'),
    t('斜弱视', 'Strabismus'),
    t('验光', 'Refraction'),
  ];
  const popup = {
    title: t('活动须知', 'Before you come'),
    paragraphs: [
      t('每位儿童限免费检查一次，需家长陪同。', 'One free check per child, with a parent.'),
      t('周一休息。', 'Closed on Mondays.'),
    ],
    action: { text: t('查看门店', 'See the centre'), link: `/clinics/${PUDONG}` },
  };
  const widgets = {
    HotSpot: {
      type: 'HotSpot',
      image: banner,
      areas: [
        { x: 6, y: 70, width: 41, height: 18, link: '/growth/patient/growthDetail', label: t('查看生长曲线', 'See growth chart') },
        { x: 53, y: 70, width: 41, height: 18, link: '/package', label: t('了解会员套餐', 'Membership plans') },
      ],
    },
    QrCode: {
      type: 'QrCode',
      title: t('扫码查看浦东店', 'Scan for the Pudong centre'),
      link: `/clinics/${PUDONG}`,
      caption: t('长按识别二维码', 'Press and hold to scan'),
    },
    SlidingComponent: { type: 'SlidingComponent', slides },
    ImageModule: {
      type: 'ImageModule',
      image: image('growth-tab-height', 300, t('每 3 个月量一次身高', 'Measure height every 3 months')),
      link: '/growth/patient/growthDetail',
    },
    DoctorListModule: { type: 'DoctorListModule', title: t('浦东店医生', 'Doctors in Pudong'), source: { by: 'clinic', clinicId: PUDONG } },
    DoctorItem: { type: 'DoctorItem', doctorId: DR_CHEN },
    ShowMoreTags: { type: 'ShowMoreTags', tags, visibleCount: 3 },
    Tab: {
      type: 'Tab',
      items: [
        {
          key: 'height',
          title: t('量身高', 'Height'),
          widgets: [{ type: 'ImageModule', image: image('growth-tab-height', 300, t('量身高', 'Height')) }],
        },
        {
          key: 'bone',
          title: t('看骨龄', 'Bone age'),
          widgets: [{ type: 'ImageModule', image: image('growth-tab-bone', 300, t('看骨龄', 'Bone age')) }],
        },
      ],
    },
  };
  const globals = {
    BackToTop: { type: 'BackToTop', showAfterPx: 300 },
    FixedButton: { type: 'FixedButton', text: t('立即预约', 'Book now'), link: '/package' },
    SuspensionButton: { type: 'SuspensionButton', text: t('客服', 'Help'), link: '/faq' },
    bottomDrawer: { type: 'bottomDrawer', id: 'rules', handleText: t('活动规则', 'Rules'), popup },
    qrCodeModal: {
      type: 'qrCodeModal',
      id: 'kefu',
      title: t('扫码添加客服', 'Scan to reach us'),
      link: `/clinics/${PUDONG}`,
      caption: t('长按识别二维码', 'Press and hold to scan'),
    },
    shareMask: { type: 'shareMask', id: 'share', text: t('点击右上角「···」，分享给好友', 'Tap “···” at the top right to share') },
  };
  switch (type) {
    case 'WidgetContainer':
      return { type, title: t('活动介绍', 'About the campaign'), widgets: [widgets.ImageModule, widgets.ShowMoreTags] };
    case 'TabWidgetContainer':
      return { type, tabs: widgets.Tab.items };
    case 'GlobalWidgetContainer':
      return { type, widgets: [globals.BackToTop, globals.SuspensionButton, globals.FixedButton, globals.bottomDrawer] };
    case 'popup':
      return popup;
    default:
      return type in widgets ? widgets[type as keyof typeof widgets] : globals[type as keyof typeof globals];
  }
}

/** Preview route (under /activityHtmls) -> the node type it shows (spec §2). */
export const PREVIEW_ROUTES: Record<string, PreviewType> = {
  '/activityHtmls/GlobalWidgetContainer': 'GlobalWidgetContainer',
  '/activityHtmls/TabWidgetContainer': 'TabWidgetContainer',
  '/activityHtmls/WidgetContainer': 'WidgetContainer',
  '/activityHtmls/baseWidget/HotSpot': 'HotSpot',
  '/activityHtmls/baseWidget/QrCode': 'QrCode',
  '/activityHtmls/baseWidget/SlidingComponent': 'SlidingComponent',
  '/activityHtmls/baseWidget/Tab': 'Tab',
  '/activityHtmls/bottomDrawer': 'bottomDrawer',
  '/activityHtmls/bottomDrawer/popup': 'popup',
  '/activityHtmls/doctorList/DoctorItem': 'DoctorItem',
  '/activityHtmls/doctorList/ShowMoreTags': 'ShowMoreTags',
  '/activityHtmls/globalWidget/BackToTop': 'BackToTop',
  '/activityHtmls/globalWidget/FixedButton': 'FixedButton',
  '/activityHtmls/globalWidget/SuspensionButton': 'SuspensionButton',
  '/activityHtmls/moduleWidget/DoctorListModule': 'DoctorListModule',
  '/activityHtmls/moduleWidget/ImageModule': 'ImageModule',
  '/activityHtmls/qrCodeModal': 'qrCodeModal',
  '/activityHtmls/shareMask': 'shareMask',
};
