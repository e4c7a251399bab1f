import { describe, expect, it } from 'vitest';
import { activityNodeSchemas, activityPageDescriptionSchema, type ActivityNodeType } from './activity-page.ts';
import { CLINIC_ID, validNodes, validPage } from './test-support/activity-fixtures.ts';

type Mutation = (node: Record<string, any>) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

/** For each node type: one way to break it, and the path of the problem inside the node. */
const INVALID: Record<ActivityNodeType, { break: Mutation; path: string }> = {
  HotSpot: { break: (n) => (n.areas[1].link = ' JaVaScRiPt:alert(1)'), path: 'areas.1.link' },
  QrCode: { break: (n) => (n.text = 'both text and link'), path: 'text' },
  SlidingComponent: { break: (n) => (n.intervalMs = 500), path: 'intervalMs' },
  ImageModule: { break: (n) => (n.image.src = 'data:image/png;base64,AAAA'), path: 'image.src' },
  DoctorListModule: { break: (n) => (n.source = { by: 'clinic', clinicId: 'pudong' }), path: 'source.clinicId' },
  DoctorItem: { break: (n) => delete n.doctorId, path: 'doctorId' },
  ShowMoreTags: { break: (n) => (n.tags = []), path: 'tags' },
  Tab: { break: (n) => (n.items[1].key = n.items[0].key), path: 'items' },
  BackToTop: { break: (n) => (n.showAfterPx = -1), path: 'showAfterPx' },
  FixedButton: { break: (n) => (n.link = '//evil.example'), path: 'link' },
  SuspensionButton: { break: (n) => (n.side = 'top'), path: 'side' },
  bottomDrawer: { break: (n) => (n.popup.action.link = 'http://example.com'), path: 'popup.action.link' },
  qrCodeModal: { break: (n) => delete n.text, path: 'text' },
  shareMask: { break: (n) => delete n.id, path: 'id' },
  WidgetContainer: { break: (n) => (n.background = 'red'), path: 'background' },
  TabWidgetContainer: { break: (n) => (n.tabs = [n.tabs[0]]), path: 'tabs' },
  GlobalWidgetContainer: { break: (n) => n.widgets.push({ type: 'Confetti' }), path: 'widgets.1.type' },
};

const pathOf = (issue: { path: PropertyKey[] }) => issue.path.map(String).join('.');

describe('activity page schema: every node type', () => {
  it.each(Object.keys(INVALID) as ActivityNodeType[])('accepts a valid %s and refuses a broken one, naming the field', (type) => {
    const schema = activityNodeSchemas[type];
    expect(schema.safeParse(validNodes[type]).success).toBe(true);
    const broken = structuredClone(validNodes[type]) as Record<string, unknown>;
    INVALID[type].break(broken);
    const result = schema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map(pathOf)).toContain(INVALID[type].path);
  });

  it('refuses a field a node does not have (an editor’s typo)', () => {
    const result = activityNodeSchemas.ImageModule.safeParse({ ...validNodes.ImageModule, lnk: '/package' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.code).toBe('unrecognized_keys');
  });

  it('fills defaults: carousel autoplay with indicators, QR size, back-to-top distance', () => {
    expect(activityNodeSchemas.SlidingComponent.parse(validNodes.SlidingComponent)).toMatchObject({
      autoplay: true,
      indicators: true,
      intervalMs: 3000,
    });
    expect(activityNodeSchemas.QrCode.parse(validNodes.QrCode).size).toBe(180);
    expect(activityNodeSchemas.BackToTop.parse({ type: 'BackToTop' }).showAfterPx).toBe(600);
  });

  it('keeps hot-spot areas inside the image', () => {
    const area = { x: 70, y: 10, width: 40, height: 20, link: '/package', label: '套餐' };
    const result = activityNodeSchemas.HotSpot.safeParse({ ...validNodes.HotSpot, areas: [area] });
    expect(result.error!.issues.map(pathOf)).toEqual(['areas.0.width']);
    expect(result.error!.issues[0]!.message).toBe('validation.hotSpotArea');
  });

  it('chooses doctors by ids or by clinic, never both', () => {
    const byIds = { ...validNodes.DoctorListModule, source: { by: 'ids', ids: ['30000000-0000-4000-8000-000000000001'] } };
    expect(activityNodeSchemas.DoctorListModule.safeParse(byIds).success).toBe(true);
    const both = { ...validNodes.DoctorListModule, source: { by: 'ids', ids: [], clinicId: CLINIC_ID } };
    expect(activityNodeSchemas.DoctorListModule.safeParse(both).success).toBe(false);
  });
});

describe('activity page schema: the whole description', () => {
  it('accepts a page with every widget', () => {
    const result = activityPageDescriptionSchema.safeParse(validPage());
    expect(result.error?.issues).toBeUndefined();
  });

  it('names the JSON path of the bad node, e.g. a hot-spot link', () => {
    const page = validPage();
    (page.containers[0] as any).widgets[0].areas[1].link = 'javascript:alert(1)'; // eslint-disable-line @typescript-eslint/no-explicit-any
    const result = activityPageDescriptionSchema.safeParse(page);
    expect(result.error!.issues.map(pathOf)).toEqual(['containers.0.widgets.0.areas.1.link']);
  });

  it('refuses an unknown widget type on save, at its path', () => {
    const page = validPage();
    (page.containers[0] as any).widgets.splice(2, 0, { type: 'Confetti' }); // eslint-disable-line @typescript-eslint/no-explicit-any
    const result = activityPageDescriptionSchema.safeParse(page);
    expect(result.success).toBe(false);
    expect(pathOf(result.error!.issues[0]!)).toMatch(/^containers\.0\.widgets\.2/);
  });

  it('refuses a popup link to a popup the page does not have, and a popup id used twice', () => {
    const page = validPage();
    (page.globalWidgets.widgets[1] as any).link = 'popup:nowhere'; // eslint-disable-line @typescript-eslint/no-explicit-any
    page.globalWidgets.widgets.push({ type: 'shareMask', id: 'share', text: '再来一个' });
    const result = activityPageDescriptionSchema.safeParse(page);
    expect(result.error!.issues.map((i) => [pathOf(i), i.message])).toEqual([
      ['globalWidgets.widgets.6.id', 'validation.duplicateKey'],
      ['globalWidgets.widgets.1.link', 'validation.popupMissing'],
    ]);
  });

  it('refuses another schema version, a third language and global widgets among the containers', () => {
    expect(activityPageDescriptionSchema.safeParse({ ...validPage(), schemaVersion: 2 }).success).toBe(false);
    const page = validPage();
    expect(activityPageDescriptionSchema.safeParse({ ...page, page: { ...page.page, language: 'fr-FR' } }).success).toBe(false);
    expect(activityPageDescriptionSchema.safeParse({ ...page, containers: [validNodes.GlobalWidgetContainer] }).success).toBe(false);
  });

  it('refuses a Tab inside a Tab', () => {
    const page = validPage();
    const tab = structuredClone(validNodes.Tab) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    tab.items[0].widgets.push(structuredClone(validNodes.Tab));
    page.containers = [{ type: 'WidgetContainer', widgets: [tab] }];
    expect(activityPageDescriptionSchema.safeParse(page).success).toBe(false);
  });
});
