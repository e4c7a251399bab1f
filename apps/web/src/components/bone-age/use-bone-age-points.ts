import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { useBoneAges } from '../../lib/member/bone-ages.ts';
import type { ChartBoneAge } from '../charts/svg/types.ts';

/**
 * The child's bone ages on the height chart (issue 33), its age axis in months: the height measured nearest each
 * X-ray, again at the bone age on that height's day. Readings with no height near them are not drawn.
 */
export function useBoneAgePoints(familyMemberId: string | undefined): ChartBoneAge[] {
  const { t } = useTranslation('boneAge');
  const readings = useBoneAges(familyMemberId);
  return useMemo(
    () =>
      (readings.data?.readings ?? []).flatMap(({ id, height }) =>
        height
          ? [{ id: `bone-age-${id}`, x: height.ageMonths, boneX: height.boneAgeMonths, y: height.heightCm, label: t('chartLabel') }]
          : [],
      ),
    [readings.data, t],
  );
}
