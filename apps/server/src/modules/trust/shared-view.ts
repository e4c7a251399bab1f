import { growthCentileLines } from '@sprout/clinical';
import { PRETERM, type Language, type SharedView, type ShareSection } from '@sprout/contracts';
import { referencesOf, type AppDeps } from '../../deps.ts';
import { memberRecords } from '../records-export/gather.ts';

/** The centiles a shared chart draws: few, so that the page stays light on a phone. */
const SHARED_CENTILES = [3, 15, 50, 85, 97] as const;
const MAX_LINE_POINTS = 60;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What an active share shows: only the sections it names, read as the family's own screens read them. */
export async function sharedContent(
  deps: AppDeps,
  memberId: string,
  sections: readonly ShareSection[],
  lang: Language,
): Promise<Omit<Extract<SharedView, { status: 'active' }>, 'status' | 'expiresAt' | 'sections'>> {
  const records = memberRecords(deps);
  const member = await records.member(memberId);
  const growth = await records.growth(memberId);

  let growthPart: Extract<SharedView, { status: 'active' }>['growth'] = null;
  if (sections.includes('growth') && growth) {
    const refs = referencesOf(deps).growth;
    const charts = growth.curve.indicators
      .filter((indicator) => indicator.indicator !== 'bmi' && indicator.measurements.length > 0)
      .map((indicator) => {
        const span = Math.max(indicator.toMonths - indicator.fromMonths, 1);
        const lines = growthCentileLines(refs, {
          sex: member.sex,
          indicator: indicator.indicator,
          centiles: SHARED_CENTILES,
          fromMonths: indicator.fromMonths,
          toMonths: indicator.fromMonths + span,
          stepMonths: Math.max(0.5, Math.ceil((span / MAX_LINE_POINTS) * 2) / 2),
        });
        return {
          indicator: indicator.indicator,
          unit: indicator.unit,
          reference: indicator.reference,
          lines: lines.map((line) => ({
            centile: line.centile,
            points: line.points.map((p) => [round2(p.ageMonths), round2(p.value)] as [number, number]),
          })),
          points: indicator.measurements.map((m) => ({
            recordDate: m.recordDate,
            ageMonths: m.ageMonths,
            value: m.value,
            centile: m.centile,
          })),
        };
      });
    growthPart = { latest: growth.records[0] ?? null, charts };
  }

  let eyePart: Extract<SharedView, { status: 'active' }>['eye'] = null;
  const eye = sections.includes('eye') ? await records.eye(memberId, lang) : null;
  if (eye) eyePart = { curve: eye.curve, latest: eye.info.summary };

  const recordPart = sections.includes('record') ? await records.healthRecord(memberId, lang) : null;
  const base = growth?.base;
  const preterm =
    base && base.fullTermFlag === PRETERM && base.gestationalAge !== null
      ? { gestationalAge: base.gestationalAge, correctedAgeDays: base.correctedAgeDays, asOf: base.asOf }
      : null;
  return { member, preterm, growth: growthPart, eye: eyePart, record: recordPart };
}
