import { describe, expect, it } from 'vitest';
import { activityFormSchema } from './activity-form.ts';

describe('activityFormSchema', () => {
  it('describes a widget with the limits of its zod schema', () => {
    const schema = activityFormSchema('FixedButton');
    expect(schema.properties?.text).toMatchObject({ type: 'string', minLength: 1, maxLength: 30 });
    expect(schema.required).toEqual(expect.arrayContaining(['type', 'text', 'link']));
  });

  it('leaves the children of containers, panes and tabs to the tree', () => {
    expect(activityFormSchema('WidgetContainer').properties?.widgets).toEqual({ type: 'array', 'x-children': true });
    const pane = activityFormSchema('TabWidgetContainer').properties?.tabs?.items;
    expect(pane?.properties?.widgets).toEqual({ type: 'array', 'x-children': true });
    expect(pane?.properties?.title).toMatchObject({ minLength: 1, maxLength: 30 });
  });

  it('describes the page settings with the WeChat share card', () => {
    const share = activityFormSchema('page').properties?.share;
    expect(Object.keys(share?.properties ?? {})).toEqual(['title', 'description', 'imageUrl']);
  });

  it('keeps a discriminated source as alternatives', () => {
    const source = activityFormSchema('DoctorListModule').properties?.source;
    expect(source?.oneOf?.map((o) => o.properties?.by?.const)).toEqual(['ids', 'clinic']);
  });
});
