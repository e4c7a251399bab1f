import { defineCalls } from '../call-schemas.ts';
import { pageOf } from '../envelope.ts';
import {
  checkupReportInputSchema,
  checkupReportSchema,
  healthRecordPageQuerySchema,
  healthRecordParamsSchema,
  healthRecordSchema,
  testReportInputSchema,
  testReportSchema,
  visitInputSchema,
  visitSchema,
} from '../health-record.ts';
import { healthRecordRoutes } from '../routes/health-record.ts';

const params = healthRecordParamsSchema;
const query = healthRecordPageQuerySchema;

export const healthRecordCalls = defineCalls(healthRecordRoutes, {
  record: {
    summary: 'A family member’s health record: beneficiary, latest visits, test reports and checkup reports',
    params,
    response: healthRecordSchema,
  },
  visits: { summary: 'Clinic visits, newest first, paged', params, query, response: pageOf(visitSchema) },
  testReports: { summary: 'Test reports, newest first, paged', params, query, response: pageOf(testReportSchema) },
  checkupReports: { summary: 'Health checkup reports, newest first, paged', params, query, response: pageOf(checkupReportSchema) },
  createVisit: {
    summary: 'Record a clinic visit with its prescriptions (one transaction)',
    description: 'Free-text fields take one string (kept for both languages) or { "zh-CN", "en-US" }.',
    params,
    body: visitInputSchema,
    response: visitSchema,
  },
  createTestReport: {
    summary: 'Record a test report (imaging or lab) with its items (one transaction)',
    description: 'A numeric item value with a reference range is flagged low, normal or high from that range.',
    params,
    body: testReportInputSchema,
    response: testReportSchema,
  },
  createCheckupReport: {
    summary: 'Record a health checkup report with its items (one transaction)',
    params,
    body: checkupReportInputSchema,
    response: checkupReportSchema,
  },
});
