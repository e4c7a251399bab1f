import { describe, expect, it } from 'vitest';
import { parseActivityNode, parseActivityPageLeniently } from './activity-page-lenient.ts';
import { validNodes, validPage } from './test-support/activity-fixtures.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
describe('reading a page description leniently (the client)', () => {
  it('reads a valid page whole, with nothing skipped', () => {
    const result = parseActivityPageLeniently(validPage());
    expect(result.ok && result.skipped).toEqual([]);
    expect(result.ok && result.description.containers[0]!.type).toBe('WidgetContainer');
  });

  it('skips a widget of an unknown type and keeps its siblings, reporting the path', () => {
    const page = validPage();
    (page.containers[0] as any).widgets.splice(1, 0, { type: 'Confetti', colours: 12 });
    const result = parseActivityPageLeniently(page);
    if (!result.ok) throw new Error(result.problem);
    expect(result.skipped).toEqual([{ path: 'containers.0.widgets.1', type: 'Confetti', reason: 'unknownType' }]);
    const types = (result.description.containers[0] as any).widgets.map((w: { type: string }) => w.type);
    expect(types).toEqual([
      'HotSpot',
      'QrCode',
      'SlidingComponent',
      'ImageModule',
      'DoctorListModule',
      'DoctorItem',
      'ShowMoreTags',
      'Tab',
    ]);
  });

  it('skips an invalid node (a javascript: link) with the problem, and unknown containers and global widgets', () => {
    const page = validPage() as any;
    page.containers[1].tabs[0].widgets[0].link = 'javascript:alert(1)';
    page.containers.push({ type: 'ParallaxContainer', widgets: [] });
    page.globalWidgets.widgets.push({ type: 'Fireworks' });
    page.containers[0].widgets[7].items[1].widgets.push({ type: 'Tab', items: [] });
    const result = parseActivityPageLeniently(page);
    if (!result.ok) throw new Error(result.problem);
    expect(result.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['globalWidgets.widgets.6', 'unknownType'],
      ['containers.0.widgets.7.items.1.widgets.0', 'unknownType'],
      ['containers.1.tabs.0.widgets.0', 'invalid'],
      ['containers.2', 'unknownType'],
    ]);
    expect(result.skipped[2]!.detail).toBe('link: validation.unsafeLink');
    expect(result.description.containers).toHaveLength(2);
    expect(result.description.globalWidgets.widgets).toHaveLength(6);
  });

  it('reads a newer page: a higher schema version and new fields in known widgets', () => {
    const page = validPage() as any;
    page.schemaVersion = 2;
    page.containers[0].widgets[3].animation = 'fade-in';
    const result = parseActivityPageLeniently(page);
    expect(result.ok && result.skipped).toEqual([]);
    expect(result.ok && (result.description.containers[0] as any).widgets[3]).not.toHaveProperty('animation');
  });

  it('refuses only a broken envelope: no page metadata, or containers that are not a list', () => {
    expect(parseActivityPageLeniently({ schemaVersion: 1, containers: [] })).toMatchObject({ ok: false });
    expect(parseActivityPageLeniently({ ...validPage(), containers: {} })).toMatchObject({ ok: false });
    expect(parseActivityPageLeniently(null)).toMatchObject({ ok: false });
  });

  it('keeps a container whose own fields are valid even when all its widgets are not', () => {
    const page = validPage() as any;
    page.containers[0].widgets = [null, 42, 'x', { type: 'HotSpot' }];
    const result = parseActivityPageLeniently(page);
    if (!result.ok) throw new Error(result.problem);
    expect((result.description.containers[0] as any).widgets).toEqual([]);
    expect(result.skipped.map((s) => s.reason)).toEqual(['unknownType', 'unknownType', 'unknownType', 'invalid']);
  });
});

describe('reading one node (the widget preview routes)', () => {
  it('parses a node of a given type and says what is wrong otherwise', () => {
    expect(parseActivityNode('QrCode', validNodes.QrCode)).toMatchObject({ ok: true, node: { size: 180 } });
    expect(parseActivityNode('QrCode', { type: 'QrCode' })).toEqual({ ok: false, problem: 'text: validation.qrContent' });
    expect(parseActivityNode('popup', validNodes.bottomDrawer.popup)).toMatchObject({ ok: true });
    expect(parseActivityNode('Nope', {})).toEqual({ ok: false, problem: 'unknown type Nope' });
  });
});
