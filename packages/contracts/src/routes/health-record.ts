import { API_PREFIX } from '../paths.ts';

const member = `${API_PREFIX.app}/family_members/:familyMemberId`;

/** The family health record (schemas: calls/health-record.ts). */
export const healthRecordRoutes = {
  record: { id: 'healthRecord.record', method: 'GET', path: `${member}/health_record` },
  visits: { id: 'healthRecord.visits', method: 'GET', path: `${member}/visits` },
  testReports: { id: 'healthRecord.testReports', method: 'GET', path: `${member}/test_reports` },
  checkupReports: { id: 'healthRecord.checkupReports', method: 'GET', path: `${member}/checkup_reports` },
  createVisit: { id: 'healthRecord.createVisit', method: 'POST', path: `${member}/visits` },
  createTestReport: { id: 'healthRecord.createTestReport', method: 'POST', path: `${member}/test_reports` },
  createCheckupReport: { id: 'healthRecord.createCheckupReport', method: 'POST', path: `${member}/checkup_reports` },
  // Issue 30: one entry as it stands, its correction, its withdrawal and its history.
  visit: { id: 'healthRecord.visit', method: 'GET', path: `${member}/visits/:entryId` },
  amendVisit: { id: 'healthRecord.amendVisit', method: 'PUT', path: `${member}/visits/:entryId` },
  withdrawVisit: { id: 'healthRecord.withdrawVisit', method: 'POST', path: `${member}/visits/:entryId/withdraw` },
  visitHistory: { id: 'healthRecord.visitHistory', method: 'GET', path: `${member}/visits/:entryId/history` },
  testReport: { id: 'healthRecord.testReport', method: 'GET', path: `${member}/test_reports/:entryId` },
  amendTestReport: { id: 'healthRecord.amendTestReport', method: 'PUT', path: `${member}/test_reports/:entryId` },
  withdrawTestReport: { id: 'healthRecord.withdrawTestReport', method: 'POST', path: `${member}/test_reports/:entryId/withdraw` },
  testReportHistory: { id: 'healthRecord.testReportHistory', method: 'GET', path: `${member}/test_reports/:entryId/history` },
  checkupReport: { id: 'healthRecord.checkupReport', method: 'GET', path: `${member}/checkup_reports/:entryId` },
  amendCheckupReport: { id: 'healthRecord.amendCheckupReport', method: 'PUT', path: `${member}/checkup_reports/:entryId` },
  withdrawCheckupReport: {
    id: 'healthRecord.withdrawCheckupReport',
    method: 'POST',
    path: `${member}/checkup_reports/:entryId/withdraw`,
  },
  checkupReportHistory: { id: 'healthRecord.checkupReportHistory', method: 'GET', path: `${member}/checkup_reports/:entryId/history` },
} as const;
