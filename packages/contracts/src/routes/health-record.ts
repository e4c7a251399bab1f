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
} as const;
