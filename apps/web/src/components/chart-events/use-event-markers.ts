import { useMemo } from 'react';
import { ageInMonths, ageInYears } from '@sprout/clinical';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useChartEvents } from '../../lib/member/chart-events.ts';
import type { ChartMarker } from '../charts/svg/types.ts';

/**
 * The child's chart events as markers at the child's age on each day (issue 33): the growth chart's age axis in
 * months, the eye chart's in years. The label is the event's note, or its kind when it has none.
 */
export function useEventMarkers(
  familyMemberId: string | undefined,
  birthDate: string | undefined,
  unit: 'months' | 'years',
): ChartMarker[] {
  const { t } = useTranslation('chartEvents');
  const events = useChartEvents(familyMemberId);
  return useMemo(() => {
    if (!birthDate || !events.data) return [];
    return events.data.events.map((event) => ({
      id: `event-${event.id}`,
      x: unit === 'months' ? ageInMonths(birthDate, event.eventDate) : ageInYears(birthDate, event.eventDate),
      label: event.note || t(`kind.${event.kind}`),
    }));
  }, [events.data, birthDate, unit, t]);
}
