import { z } from 'zod';
import { externalLinkSchema, imageUrlSchema, linkSchema, NODE_ID_PATTERN, popupIdOf } from './activity-links.ts';
import { LANGUAGES, textSchema } from './common.ts';

/**
 * The page description of an activity (campaign) page (BRIEF "Activity pages"): page metadata, the page's
 * global widgets (one GlobalWidgetContainer) and a list of containers (WidgetContainer, TabWidgetContainer)
 * holding widgets. Every node has a `type`; unions are discriminated on it.
 *
 * Version 1. A change that an older client could misread gets a new `schemaVersion`; adding a widget type
 * does not (older clients skip nodes they do not know, see activity-page-lenient.ts).
 *
 * The same builder makes two sets of schemas: strict ones (unknown fields refused) that the server validates
 * a save with, and lenient ones (unknown fields dropped) that the client reads a page with, so a newer page
 * with an extra field in a known widget still shows that widget on an older client.
 */
export const ACTIVITY_SCHEMA_VERSION = 1;

/** Limits that keep one page reasonable to render on a cheap phone. */
export const ACTIVITY_LIMITS = {
  containers: 30,
  widgetsPerContainer: 30,
  globalWidgets: 12,
  tabs: 8,
  hotSpotAreas: 20,
  slides: 10,
  doctorIds: 50,
  tags: 20,
  paragraphs: 10,
} as const;
/** Carousel autoplay: slower than 2 s cannot be read; WCAG 2.2.2 lets a user pause it by touching. */
export const SLIDE_INTERVAL_MS = { min: 2000, max: 10_000, default: 4000 } as const;
/** The QR code's side in CSS pixels: below ~96 px phone cameras struggle to scan it from a screen. */
export const QR_SIZE_PX = { min: 96, max: 320, default: 180 } as const;
/** Back-to-top appears once the page is scrolled this far (about one phone screen). */
export const BACK_TO_TOP_DEFAULT_PX = 600;
const PERCENT = z.number().min(0).max(100);
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const CONTAINER_TYPES = ['WidgetContainer', 'TabWidgetContainer'] as const;
export const LEAF_WIDGET_TYPES = [
  'HotSpot',
  'QrCode',
  'SlidingComponent',
  'ImageModule',
  'DoctorListModule',
  'DoctorItem',
  'ShowMoreTags',
] as const;
export const WIDGET_TYPES = [...LEAF_WIDGET_TYPES, 'Tab'] as const;
export const GLOBAL_WIDGET_TYPES = ['BackToTop', 'FixedButton', 'SuspensionButton', 'bottomDrawer', 'qrCodeModal', 'shareMask'] as const;
/** Global widgets a `popup:<id>` link opens. */
export const POPUP_TYPES = ['bottomDrawer', 'qrCodeModal', 'shareMask'] as const;

export function buildActivitySchemas(strict: boolean) {
  // One shape, two policies for unknown fields (see above). The cast keeps the strict types for both.
  const obj = ((shape: z.core.$ZodLooseShape) => (strict ? z.strictObject(shape) : z.object(shape))) as unknown as typeof z.strictObject;
  const text = (max: number) => textSchema({ min: 1, max });
  const nodeId = z.string().regex(NODE_ID_PATTERN, 'validation.nodeId');
  const base = { id: nodeId.optional() };

  const image = obj({
    src: imageUrlSchema,
    // Intrinsic size: the browser reserves the space before the image loads (no layout shift).
    width: z.number().int().min(1).max(4096),
    height: z.number().int().min(1).max(4096),
    alt: textSchema({ max: 200 }).default(''),
  });

  const area = obj({ x: PERCENT, y: PERCENT, width: PERCENT.positive(), height: PERCENT.positive(), link: linkSchema, label: text(80) })
    .refine((a) => a.x + a.width <= 100, { message: 'validation.hotSpotArea', path: ['width'] })
    .refine((a) => a.y + a.height <= 100, { message: 'validation.hotSpotArea', path: ['height'] });

  const qrContent = { text: textSchema({ min: 1, max: 500 }).optional(), link: externalLinkSchema.optional() };
  const exactlyOneQrContent = (value: { text?: string; link?: string }) => (value.text === undefined) !== (value.link === undefined);

  const hotSpot = obj({ type: z.literal('HotSpot'), ...base, image, areas: z.array(area).max(ACTIVITY_LIMITS.hotSpotAreas) });
  const qrCode = obj({
    type: z.literal('QrCode'),
    ...base,
    ...qrContent,
    title: textSchema({ max: 60 }).optional(),
    caption: textSchema({ max: 200 }).optional(),
    size: z.number().int().min(QR_SIZE_PX.min).max(QR_SIZE_PX.max).default(QR_SIZE_PX.default),
  }).refine(exactlyOneQrContent, { message: 'validation.qrContent', path: ['text'] });
  const slidingComponent = obj({
    type: z.literal('SlidingComponent'),
    ...base,
    slides: z
      .array(obj({ image, link: linkSchema.optional() }))
      .min(1)
      .max(ACTIVITY_LIMITS.slides),
    autoplay: z.boolean().default(true),
    intervalMs: z.number().int().min(SLIDE_INTERVAL_MS.min).max(SLIDE_INTERVAL_MS.max).default(SLIDE_INTERVAL_MS.default),
    indicators: z.boolean().default(true),
  });
  const imageModule = obj({ type: z.literal('ImageModule'), ...base, image, link: linkSchema.optional() });
  const visibleTags = z.number().int().min(1).max(10).optional();
  const doctorListModule = obj({
    type: z.literal('DoctorListModule'),
    ...base,
    title: textSchema({ max: 60 }).optional(),
    source: z.discriminatedUnion('by', [
      obj({ by: z.literal('ids'), ids: z.array(z.uuid()).min(1).max(ACTIVITY_LIMITS.doctorIds) }),
      obj({ by: z.literal('clinic'), clinicId: z.uuid() }),
    ]),
    visibleTags,
    limit: z.number().int().min(1).max(ACTIVITY_LIMITS.doctorIds).optional(),
  });
  const doctorItem = obj({ type: z.literal('DoctorItem'), ...base, doctorId: z.uuid(), visibleTags });
  const showMoreTags = obj({
    type: z.literal('ShowMoreTags'),
    ...base,
    tags: z.array(text(40)).min(1).max(ACTIVITY_LIMITS.tags),
    visibleCount: z.number().int().min(1).max(10).default(3),
  });

  const leafWidget = z.discriminatedUnion('type', [
    hotSpot,
    qrCode,
    slidingComponent,
    imageModule,
    doctorListModule,
    doctorItem,
    showMoreTags,
  ]);
  const uniqueKeys = (items: Array<{ key: string }>) => new Set(items.map((i) => i.key)).size === items.length;
  const tabPane = <T extends z.ZodType>(child: T) =>
    obj({ key: nodeId, title: text(30), widgets: z.array(child).max(ACTIVITY_LIMITS.widgetsPerContainer) });
  const panes = <T extends z.ZodType>(child: T) =>
    z.array(tabPane(child)).min(2).max(ACTIVITY_LIMITS.tabs).refine(uniqueKeys, { message: 'validation.duplicateKey' });
  const tab = obj({ type: z.literal('Tab'), ...base, items: panes(leafWidget), defaultKey: nodeId.optional() });
  const widget = z.discriminatedUnion('type', [
    hotSpot,
    qrCode,
    slidingComponent,
    imageModule,
    doctorListModule,
    doctorItem,
    showMoreTags,
    tab,
  ]);

  const drawerPopup = obj({
    title: text(60),
    paragraphs: z.array(text(500)).max(ACTIVITY_LIMITS.paragraphs).default([]),
    image: image.optional(),
    action: obj({ text: text(30), link: linkSchema }).optional(),
  });
  const popupBase = { id: nodeId };
  const backToTop = obj({
    type: z.literal('BackToTop'),
    ...base,
    showAfterPx: z.number().int().min(100).max(5000).default(BACK_TO_TOP_DEFAULT_PX),
  });
  const fixedButton = obj({ type: z.literal('FixedButton'), ...base, text: text(30), link: linkSchema });
  const suspensionButton = obj({
    type: z.literal('SuspensionButton'),
    ...base,
    text: text(8),
    link: linkSchema,
    side: z.enum(['left', 'right']).default('right'),
    /** Distance above the bottom dock (or the screen's bottom), CSS pixels; 60 leaves room for back-to-top below it. */
    bottom: z.number().int().min(60).max(600).default(90),
  });
  const bottomDrawer = obj({ type: z.literal('bottomDrawer'), ...popupBase, handleText: text(40), popup: drawerPopup });
  const qrCodeModal = obj({
    type: z.literal('qrCodeModal'),
    ...popupBase,
    title: text(60),
    ...qrContent,
    caption: textSchema({ max: 200 }).optional(),
  }).refine(exactlyOneQrContent, { message: 'validation.qrContent', path: ['text'] });
  const shareMask = obj({ type: z.literal('shareMask'), ...popupBase, text: text(100) });
  const globalWidget = z.discriminatedUnion('type', [backToTop, fixedButton, suspensionButton, bottomDrawer, qrCodeModal, shareMask]);

  const widgetContainer = obj({
    type: z.literal('WidgetContainer'),
    ...base,
    title: textSchema({ max: 60 }).optional(),
    background: z.string().regex(HEX_COLOR, 'validation.color').optional(),
    widgets: z.array(widget).max(ACTIVITY_LIMITS.widgetsPerContainer),
  });
  const tabWidgetContainer = obj({
    type: z.literal('TabWidgetContainer'),
    ...base,
    sticky: z.boolean().default(true),
    tabs: panes(widget),
  });
  const globalWidgetContainer = obj({
    type: z.literal('GlobalWidgetContainer'),
    widgets: z.array(globalWidget).max(ACTIVITY_LIMITS.globalWidgets),
  });
  const container = z.discriminatedUnion('type', [widgetContainer, tabWidgetContainer]);

  const pageMeta = obj({
    /** The stored page's id; the server sets it. */
    id: z.string().max(64).optional(),
    title: text(60),
    language: z.enum(LANGUAGES),
    share: obj({ title: text(60), description: textSchema({ max: 120 }).default(''), imageUrl: imageUrlSchema }),
    background: obj({ color: z.string().regex(HEX_COLOR, 'validation.color'), imageUrl: imageUrlSchema.optional() }).optional(),
  });

  return {
    image,
    leafWidget,
    widget,
    globalWidget,
    container,
    pageMeta,
    drawerPopup,
    emptyGlobalWidgets: { type: 'GlobalWidgetContainer' as const, widgets: [] },
    byType: {
      HotSpot: hotSpot,
      QrCode: qrCode,
      SlidingComponent: slidingComponent,
      ImageModule: imageModule,
      DoctorListModule: doctorListModule,
      DoctorItem: doctorItem,
      ShowMoreTags: showMoreTags,
      Tab: tab,
      BackToTop: backToTop,
      FixedButton: fixedButton,
      SuspensionButton: suspensionButton,
      bottomDrawer,
      qrCodeModal,
      shareMask,
      WidgetContainer: widgetContainer,
      TabWidgetContainer: tabWidgetContainer,
      GlobalWidgetContainer: globalWidgetContainer,
    },
  };
}

// Pure annotations: the web bundle imports constants from this package's index, and without them the schema
// building below (not a `z.*` call, which vite.config.ts already marks pure) would ship in every route.
const strictSchemas = /* @__PURE__ */ buildActivitySchemas(true);
export const activityNodeSchemas = /* @__PURE__ */ (() => strictSchemas.byType)();
export type ActivityNodeType = keyof typeof activityNodeSchemas;
export const activityDrawerPopupSchema = /* @__PURE__ */ (() => strictSchemas.drawerPopup)();

/** The whole description as an editor saves it: every node valid, popup links pointing at popups of the page. */
export const activityPageDescriptionSchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      schemaVersion: z.literal(ACTIVITY_SCHEMA_VERSION),
      page: strictSchemas.pageMeta,
      globalWidgets: activityNodeSchemas.GlobalWidgetContainer.default(strictSchemas.emptyGlobalWidgets),
      containers: z.array(strictSchemas.container).max(ACTIVITY_LIMITS.containers),
    })
    .superRefine((description, ctx) => {
      const popups = new Set<string>();
      for (const [index, node] of description.globalWidgets.widgets.entries()) {
        if (!(POPUP_TYPES as readonly string[]).includes(node.type) || !node.id) continue;
        if (popups.has(node.id))
          ctx.addIssue({ code: 'custom', message: 'validation.duplicateKey', path: ['globalWidgets', 'widgets', index, 'id'] });
        popups.add(node.id);
      }
      forEachLink(description, (link, path) => {
        const popupId = popupIdOf(link);
        if (popupId !== null && !popups.has(popupId)) ctx.addIssue({ code: 'custom', message: 'validation.popupMissing', path });
      });
    }))();

export type ActivityPageDescription = z.output<typeof activityPageDescriptionSchema>;
/** What an editor sends: defaults may be left out. */
export type ActivityPageDescriptionInput = z.input<typeof activityPageDescriptionSchema>;
export type ActivityPageMeta = ActivityPageDescription['page'];
export type ActivityContainer = z.output<typeof strictSchemas.container>;
export type ActivityWidget = z.output<typeof strictSchemas.widget>;
export type ActivityLeafWidget = z.output<typeof strictSchemas.leafWidget>;
export type ActivityGlobalWidget = z.output<typeof strictSchemas.globalWidget>;
export type ActivityImage = z.output<typeof strictSchemas.image>;
export type ActivityDrawerPopup = z.output<typeof strictSchemas.drawerPopup>;
export type ActivityNode = ActivityContainer | ActivityWidget | ActivityGlobalWidget | ActivityPageDescription['globalWidgets'];
export type ActivityNodeOf<T extends ActivityNodeType> = z.output<(typeof activityNodeSchemas)[T]>;

/** Calls `visit` with every `link` string of the description and its path (e.g. ['containers', 0, 'widgets', 2, 'link']). */
export function forEachLink(
  value: unknown,
  visit: (link: string, path: Array<string | number>) => void,
  path: Array<string | number> = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => forEachLink(item, visit, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'link' && typeof child === 'string') visit(child, [...path, key]);
      else forEachLink(child, visit, [...path, key]);
    }
  }
}
