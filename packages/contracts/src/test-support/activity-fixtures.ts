/**
 * One valid node of every activity-page type and a page holding them all: the starting point of each schema
 * test, which then breaks one thing at a time.
 */
const image = { src: '/activity/growth-banner-zh.svg', width: 750, height: 420, alt: '生长发育评估' };
export const DOCTOR_ID = '30000000-0000-4000-8000-000000000001';
export const CLINIC_ID = '20000000-0000-4000-8000-000000000002';

export const validNodes = {
  HotSpot: {
    type: 'HotSpot',
    image,
    areas: [
      { x: 5, y: 60, width: 42, height: 30, link: '/growth/patient/growthDetail', label: '查看生长曲线' },
      { x: 53, y: 60, width: 42, height: 30, link: 'popup:signup', label: '预约评估' },
    ],
  },
  QrCode: { type: 'QrCode', link: `/clinics/${CLINIC_ID}`, caption: '扫码查看浦东店' },
  SlidingComponent: {
    type: 'SlidingComponent',
    slides: [{ image }, { image: { ...image, src: 'https://cdn.example.com/slide.png' }, link: 'https://example.com/summer' }],
    intervalMs: 3000,
  },
  ImageModule: { type: 'ImageModule', image, link: '/package' },
  DoctorListModule: { type: 'DoctorListModule', title: '浦东店医生', source: { by: 'clinic', clinicId: CLINIC_ID } },
  DoctorItem: { type: 'DoctorItem', doctorId: DOCTOR_ID },
  ShowMoreTags: { type: 'ShowMoreTags', tags: ['近视防控', '角膜塑形镜', '低浓度阿托品', '斜弱视'], visibleCount: 2 },
  Tab: {
    type: 'Tab',
    items: [
      { key: 'height', title: '身高', widgets: [{ type: 'ImageModule', image }] },
      { key: 'weight', title: '体重', widgets: [] },
    ],
  },
  BackToTop: { type: 'BackToTop', showAfterPx: 500 },
  FixedButton: { type: 'FixedButton', text: '立即预约', link: 'popup:signup' },
  SuspensionButton: { type: 'SuspensionButton', text: '分享', link: 'popup:share', side: 'right' },
  bottomDrawer: {
    type: 'bottomDrawer',
    id: 'signup',
    handleText: '活动须知',
    popup: { title: '活动须知', paragraphs: ['每位儿童限一次。'], action: { text: '去预约', link: '/package' } },
  },
  qrCodeModal: { type: 'qrCodeModal', id: 'wechat', title: '添加客服', text: 'sprout-kefu' },
  shareMask: { type: 'shareMask', id: 'share', text: '点击右上角，分享给好友' },
  WidgetContainer: { type: 'WidgetContainer', title: '活动介绍', background: '#fff6d6', widgets: [{ type: 'ImageModule', image }] },
  TabWidgetContainer: {
    type: 'TabWidgetContainer',
    tabs: [
      { key: 'a', title: '身高', widgets: [{ type: 'ImageModule', image }] },
      { key: 'b', title: '骨龄', widgets: [{ type: 'QrCode', text: 'hello' }] },
    ],
  },
  GlobalWidgetContainer: { type: 'GlobalWidgetContainer', widgets: [{ type: 'BackToTop' }] },
} as const;

export function validPage() {
  const n = structuredClone(validNodes) as unknown as Record<string, Record<string, unknown>>;
  return {
    schemaVersion: 1,
    page: {
      title: '暑期近视筛查',
      language: 'zh-CN',
      share: { title: '暑期近视筛查', description: '免费眼轴检查', imageUrl: '/activity/share.svg' },
      background: { color: '#e8f4ff' },
    },
    globalWidgets: {
      type: 'GlobalWidgetContainer',
      widgets: [n.BackToTop, n.FixedButton, n.SuspensionButton, n.bottomDrawer, n.qrCodeModal, n.shareMask],
    },
    containers: [
      {
        type: 'WidgetContainer',
        widgets: [n.HotSpot, n.QrCode, n.SlidingComponent, n.ImageModule, n.DoctorListModule, n.DoctorItem, n.ShowMoreTags, n.Tab],
      },
      n.TabWidgetContainer,
    ],
  };
}
