import { expect, test } from 'vitest';
import type { GrowthCurve } from '@sprout/contracts';
import { referenceFamiliesOf } from './get-reference-lines.ts';

const section = (reference: string) => ({ indicator: 'height', reference }) as unknown as GrowthCurve['indicators'][number];
const curve = (over: Partial<GrowthCurve>): GrowthCurve =>
  ({ growthReference: 'who', indicators: [section('who2006')], preterm: null, ...over }) as GrowthCurve;
const preterm = (reference: 'fenton2013' | 'intergrowth21') =>
  ({ fromWeeks: 30, toWeeks: 40, indicators: [{ indicator: 'weight', reference }] }) as unknown as GrowthCurve['preterm'];

test('a chart asks for WHO and China lines, CDC 2000 only when scored on it, and the preterm reference of a preterm baby', () => {
  expect(referenceFamiliesOf(curve({}))).toEqual(['who', 'china']);
  expect(referenceFamiliesOf(curve({ growthReference: 'china' }))).toEqual(['who', 'china']);
  expect(referenceFamiliesOf(curve({ growthReference: 'cdc2000', indicators: [section('cdc2000')] }))).toEqual(['who', 'china', 'cdc']);
  expect(referenceFamiliesOf(curve({ preterm: preterm('fenton2013') }))).toEqual(['who', 'china', 'fenton']);
  expect(referenceFamiliesOf(curve({ preterm: preterm('intergrowth21') }))).toEqual(['who', 'china', 'intergrowth']);
});
