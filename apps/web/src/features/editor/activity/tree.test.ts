import { describe, expect, it } from 'vitest';
import { allowedIn, blankPage, duplicateAt, getAt, insertAt, moveBy, nodeOfIssue, removeAt, setAt } from './tree.ts';

const page = () => {
  const draft = blankPage('en-US');
  return setAt(draft, 'containers', [
    { type: 'WidgetContainer', widgets: [{ type: 'ImageModule', n: 1 }, { type: 'ImageModule', n: 2 }] },
    { type: 'TabWidgetContainer', tabs: [{ key: 'a', title: 'A', widgets: [] }, { key: 'b', title: 'B', widgets: [] }] },
  ]);
};

describe('activity tree', () => {
  it('inserts, moves and removes a node without touching the original', () => {
    const before = page();
    const added = insertAt(before, 'containers.0.widgets', 1, { type: 'QrCode' });
    expect((getAt(added, 'containers.0.widgets') as unknown[]).map((w) => (w as { type: string }).type)).toEqual(['ImageModule', 'QrCode', 'ImageModule']);
    expect((getAt(before, 'containers.0.widgets') as unknown[]).length).toBe(2);
    const moved = moveBy(added, 'containers.0.widgets.1', 1);
    expect(moved?.path).toBe('containers.0.widgets.2');
    expect(getAt(moved!.draft, 'containers.0.widgets.2')).toEqual({ type: 'QrCode' });
    expect(moveBy(added, 'containers.0.widgets.0', -1)).toBeNull();
    expect((getAt(removeAt(added, 'containers.0.widgets.0'), 'containers.0.widgets') as unknown[]).length).toBe(2);
  });

  it('duplicates a tab container with fresh pane keys, so the copy stays valid', () => {
    const { draft, path } = duplicateAt(page(), 'containers.1');
    expect(path).toBe('containers.2');
    expect(getAt(draft, 'containers.2.tabs.0.key')).toBe('a-2');
    expect(getAt(draft, 'containers.2.tabs.1.key')).toBe('b-2');
    expect(getAt(draft, 'containers.1.tabs.0.key')).toBe('a');
  });

  it('offers containers at the top, leaf widgets inside a Tab, and popups among the globals', () => {
    expect(allowedIn('containers')).toEqual(['WidgetContainer', 'TabWidgetContainer']);
    expect(allowedIn('containers.0.widgets.1.items.0.widgets')).not.toContain('Tab');
    expect(allowedIn('containers.1.tabs.0.widgets')).toContain('Tab');
    expect(allowedIn('globalWidgets.widgets')).toContain('bottomDrawer');
  });

  it('finds the node a schema error names, however deep', () => {
    expect(nodeOfIssue(['containers', 0, 'widgets', 2, 'areas', 1, 'link'])).toEqual({ node: 'containers.0.widgets.2', field: 'areas.1.link' });
    expect(nodeOfIssue(['containers', 1, 'tabs', 0, 'widgets', 3, 'items', 1, 'widgets', 0, 'image', 'src'])).toEqual({
      node: 'containers.1.tabs.0.widgets.3.items.1.widgets.0',
      field: 'image.src',
    });
    expect(nodeOfIssue(['containers', 1, 'tabs', 0, 'title'])).toEqual({ node: 'containers.1', field: 'tabs.0.title' });
    expect(nodeOfIssue(['globalWidgets', 'widgets', 0, 'text'])).toEqual({ node: 'globalWidgets.widgets.0', field: 'text' });
    expect(nodeOfIssue(['page', 'share', 'title'])).toEqual({ node: 'page', field: 'share.title' });
  });
});
