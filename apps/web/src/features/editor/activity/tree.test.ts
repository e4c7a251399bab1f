import { describe, expect, it } from 'vitest';
import { allowedIn, blankPage, duplicateAt, getAt, insertAt, moveBy, moveTo, nodeOfIssue, removeAt, setAt } from './tree.ts';

const page = () => {
  const draft = blankPage('en-US');
  return setAt(draft, 'containers', [
    {
      type: 'WidgetContainer',
      widgets: [
        { type: 'ImageModule', n: 1 },
        { type: 'ImageModule', n: 2 },
      ],
    },
    {
      type: 'TabWidgetContainer',
      tabs: [
        { key: 'a', title: 'A', widgets: [] },
        { key: 'b', title: 'B', widgets: [] },
      ],
    },
  ]);
};

describe('activity tree', () => {
  it('inserts, moves and removes a node without touching the original', () => {
    const before = page();
    const added = insertAt(before, 'containers.0.widgets', 1, { type: 'QrCode' });
    expect((getAt(added, 'containers.0.widgets') as unknown[]).map((w) => (w as { type: string }).type)).toEqual([
      'ImageModule',
      'QrCode',
      'ImageModule',
    ]);
    expect((getAt(before, 'containers.0.widgets') as unknown[]).length).toBe(2);
    const moved = moveBy(added, 'containers.0.widgets.1', 1);
    expect(moved?.path).toBe('containers.0.widgets.2');
    expect(getAt(moved!.draft, 'containers.0.widgets.2')).toEqual({ type: 'QrCode' });
    expect(moveBy(added, 'containers.0.widgets.0', -1)).toBeNull();
    expect((getAt(removeAt(added, 'containers.0.widgets.0'), 'containers.0.widgets') as unknown[]).length).toBe(2);
  });

  it('drops a node before another, in its own list or in another that takes its type', () => {
    const types = (draft: unknown, list: string) =>
      (getAt(draft as never, list) as Array<{ type: string; n?: number }>).map((w) => w.n ?? w.type);
    const withThree = insertAt(page(), 'containers.0.widgets', 2, { type: 'ImageModule', n: 3 });
    const down = moveTo(withThree, 'containers.0.widgets.0', 'containers.0.widgets', 2);
    expect(down?.path).toBe('containers.0.widgets.1');
    expect(types(down!.draft, 'containers.0.widgets')).toEqual([2, 1, 3]);
    const up = moveTo(withThree, 'containers.0.widgets.2', 'containers.0.widgets', 0);
    expect(types(up!.draft, 'containers.0.widgets')).toEqual([3, 1, 2]);
    const across = moveTo(withThree, 'containers.0.widgets.1', 'containers.1.tabs.1.widgets', 0);
    expect(across?.path).toBe('containers.1.tabs.1.widgets.0');
    expect(types(across!.draft, 'containers.0.widgets')).toEqual([1, 3]);
    expect(getAt(across!.draft, 'containers.1.tabs.1.widgets.0')).toEqual({ type: 'ImageModule', n: 2 });
  });

  it('refuses a drop where the node may not go, onto itself, or into itself', () => {
    const draft = page();
    expect(moveTo(draft, 'containers.0.widgets.0', 'containers', 0)).toBeNull();
    expect(moveTo(draft, 'containers.0', 'containers.0.widgets', 0)).toBeNull();
    expect(moveTo(draft, 'containers.0.widgets.0', 'containers.0.widgets', 0)).toBeNull();
    expect(moveTo(draft, 'containers.0.widgets.0', 'containers.0.widgets', 1)).toBeNull();
    expect(moveTo(draft, 'containers.0.widgets.0', 'globalWidgets.widgets', 0)).toBeNull();
  });

  it('keeps the target right when the node leaves the list that holds it, ahead of it', () => {
    const tab = { type: 'Tab', items: [{ key: 'x', title: 'X', widgets: [] }] };
    const draft = setAt(page(), 'containers.0.widgets', [{ type: 'ImageModule', n: 1 }, tab]);
    const moved = moveTo(draft, 'containers.0.widgets.0', 'containers.0.widgets.1.items.0.widgets', 0);
    expect(moved?.path).toBe('containers.0.widgets.0.items.0.widgets.0');
    expect(getAt(moved!.draft, 'containers.0.widgets.0.items.0.widgets.0')).toEqual({ type: 'ImageModule', n: 1 });
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
    expect(nodeOfIssue(['containers', 0, 'widgets', 2, 'areas', 1, 'link'])).toEqual({
      node: 'containers.0.widgets.2',
      field: 'areas.1.link',
    });
    expect(nodeOfIssue(['containers', 1, 'tabs', 0, 'widgets', 3, 'items', 1, 'widgets', 0, 'image', 'src'])).toEqual({
      node: 'containers.1.tabs.0.widgets.3.items.1.widgets.0',
      field: 'image.src',
    });
    expect(nodeOfIssue(['containers', 1, 'tabs', 0, 'title'])).toEqual({ node: 'containers.1', field: 'tabs.0.title' });
    expect(nodeOfIssue(['globalWidgets', 'widgets', 0, 'text'])).toEqual({ node: 'globalWidgets.widgets.0', field: 'text' });
    expect(nodeOfIssue(['page', 'share', 'title'])).toEqual({ node: 'page', field: 'share.title' });
  });
});
