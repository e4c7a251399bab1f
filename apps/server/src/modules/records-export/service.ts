import { AXIAL_LENGTH_REFERENCE_SOURCE } from '@sprout/clinical';
import type { FhirBundleFrame, Language } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { toFhirBundle, type CollectionBundle } from './fhir.ts';
import { memberRecords } from './gather.ts';
import { renderRecordHtml } from './record-html.ts';

/**
 * The family's own copy of a member's data, for the export calls and for whatever packs them (issue 18: the
 * FHIR bundle and the readable page). Access is the caller's business.
 */
export function recordsExport(deps: AppDeps) {
  const records = memberRecords(deps);
  return {
    /** FHIR R4 Bundle (collection): the Patient, the measurements and the clinic's whole record. */
    async fhirBundle(memberId: string, now = new Date()): Promise<CollectionBundle & FhirBundleFrame> {
      const member = await records.member(memberId);
      const growth = await records.growth(memberId);
      const eye = await records.eye(memberId, 'en-US');
      const record = await records.wholeHealthRecord(memberId, 'en-US');
      const bundle = toFhirBundle({
        member: { id: memberId, ...member },
        growth: growth?.records ?? [],
        eye: eye?.exams ?? [],
        boneAges: await records.boneAges(memberId),
        record,
        eyeReference: { id: AXIAL_LENGTH_REFERENCE_SOURCE.id, citation: AXIAL_LENGTH_REFERENCE_SOURCE.citation },
        timestamp: now.toISOString(),
      });
      // The FHIR types (checked above) have no index signatures; the contract's frame is the same JSON seen loosely.
      return bundle as CollectionBundle & FhirBundleFrame;
    },

    /** The printable HTML page of the record in one language, and a file name for it. */
    async readable(memberId: string, lang: Language, now = new Date()): Promise<{ fileName: string; html: string }> {
      const member = await records.member(memberId);
      const growth = await records.growth(memberId);
      const eye = await records.eye(memberId, lang);
      const record = await records.wholeHealthRecord(memberId, lang);
      const html = renderRecordHtml({
        member,
        growth: growth?.records ?? [],
        eye: eye?.exams ?? [],
        boneAges: await records.boneAges(memberId),
        record,
        generatedAt: now.toISOString(),
        lang,
      });
      return { fileName: `health-record-${now.toISOString().slice(0, 10)}.html`, html };
    },
  };
}
