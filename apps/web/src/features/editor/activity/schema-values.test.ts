import { describe, expect, it } from 'vitest';
import { activityFormSchema } from '@sprout/contracts/activity';
import { blankOf, discriminatorOf } from './schema-values.ts';

describe('schema values', () => {
  it('starts a hot-spot area inside the image, with its texts left to fill', () => {
    const area = activityFormSchema('HotSpot').properties!.areas!.items!;
    expect(blankOf(area, () => 'x')).toEqual({ x: 0, y: 0, width: 10, height: 10, link: '', label: '' });
  });

  it('starts a tab pane with a fresh key and no widgets', () => {
    const pane = activityFormSchema('TabWidgetContainer').properties!.tabs!.items!;
    expect(blankOf(pane, () => 'tab-3')).toEqual({ key: 'tab-3', title: '', widgets: [] });
  });

  it('tells the alternatives of a doctor list apart by `by`', () => {
    const source = activityFormSchema('DoctorListModule').properties!.source!;
    expect(discriminatorOf(source)).toBe('by');
    expect(blankOf(source.oneOf![1]!, () => '')).toEqual({ by: 'clinic', clinicId: '' });
  });
});
