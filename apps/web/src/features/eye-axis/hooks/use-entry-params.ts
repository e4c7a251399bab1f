import { useSearchParams } from 'react-router';
import type { EyeInfoParams } from '../api/get-eye-info.ts';
import type { EyeAxisRole } from '../api/keys.ts';

/** The eye info parameters of a page's address: familyMemberId/patientId for a parent, eyeId/eyeAxisId for a doctor. */
export function useEntryParams(role: EyeAxisRole): EyeInfoParams {
  const [search] = useSearchParams();
  return role === 'patient'
    ? { role, familyMemberId: search.get('familyMemberId'), patientId: search.get('patientId') }
    : { role, eyeId: search.get('eyeId'), eyeAxisId: search.get('eyeAxisId') };
}
