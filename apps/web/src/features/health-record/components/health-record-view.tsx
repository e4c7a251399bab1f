import type { HealthRecord } from '@sprout/contracts';
import { BeneficiaryCard } from './beneficiary-card.tsx';
import { EntryList } from './entry-list.tsx';
import { RecordSection } from './record-section.tsx';
import { CheckupReportCard, TestReportCard } from './report-cards.tsx';
import { VisitCard } from './visit-card.tsx';

/** The four sections of the Family Member screen (spec §2), each with "No records found" when empty. */
export function HealthRecordView({ familyMemberId, record }: { familyMemberId: string; record: HealthRecord }) {
  return (
    <>
      <RecordSection section="beneficiary">
        <BeneficiaryCard beneficiary={record.beneficiary} />
      </RecordSection>
      <RecordSection section="visits" empty={record.visits.length === 0}>
        <EntryList
          familyMemberId={familyMemberId}
          section="visits"
          first={record.visits}
          total={record.totals.visits}
          keyOf={(visit) => visit.visitId}
          render={(visit) => <VisitCard visit={visit} />}
        />
      </RecordSection>
      <RecordSection section="testReports" empty={record.testReports.length === 0}>
        <EntryList
          familyMemberId={familyMemberId}
          section="test_reports"
          first={record.testReports}
          total={record.totals.testReports}
          keyOf={(report) => report.reportId}
          render={(report) => <TestReportCard report={report} />}
        />
      </RecordSection>
      <RecordSection section="checkupReports" empty={record.checkupReports.length === 0}>
        <EntryList
          familyMemberId={familyMemberId}
          section="checkup_reports"
          first={record.checkupReports}
          total={record.totals.checkupReports}
          keyOf={(report) => report.reportId}
          render={(report) => <CheckupReportCard report={report} />}
        />
      </RecordSection>
    </>
  );
}
