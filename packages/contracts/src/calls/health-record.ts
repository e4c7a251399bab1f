import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { langQueryField } from '../common.ts';
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
import {
  checkupReportAmendSchema,
  checkupReportHistorySchema,
  entryParamsSchema,
  testReportAmendSchema,
  testReportHistorySchema,
  visitAmendSchema,
  visitHistorySchema,
  withdrawInputSchema,
  withdrawnEntrySchema,
} from '../record-changes.ts';
import { healthRecordRoutes } from '../routes/health-record.ts';

const params = healthRecordParamsSchema;
const query = healthRecordPageQuerySchema;
const entry = entryParamsSchema;
const lang = z.object(langQueryField);
const amendNote =
  'The whole entry again, with the `version` it was read at: a stale version answers 409 and changes nothing. The ' +
  'replaced version stays in the history; the family sees the entry marked as corrected. Its author, or a doctor ' +
  'of its clinic holding records.amendClinic, may amend it.';
const withdrawNote = 'The entry leaves the family’s record and every export; it stays in the history. A stale version answers 409.';

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
  visit: { summary: 'One visit as it stands', params: entry, query: lang, response: visitSchema },
  amendVisit: {
    summary: 'Correct a visit (one transaction)',
    description: amendNote,
    params: entry,
    body: visitAmendSchema,
    response: visitSchema,
  },
  withdrawVisit: {
    summary: 'Withdraw a visit',
    description: withdrawNote,
    params: entry,
    body: withdrawInputSchema,
    response: withdrawnEntrySchema,
  },
  visitHistory: {
    summary: 'Every version of a visit (the family, read-only, and clinic doctors; a withdrawn one: clinic doctors only)',
    params: entry,
    query: lang,
    response: visitHistorySchema,
  },
  testReport: { summary: 'One test report as it stands', params: entry, query: lang, response: testReportSchema },
  amendTestReport: {
    summary: 'Correct a test report (one transaction)',
    description: amendNote,
    params: entry,
    body: testReportAmendSchema,
    response: testReportSchema,
  },
  withdrawTestReport: {
    summary: 'Withdraw a test report',
    description: withdrawNote,
    params: entry,
    body: withdrawInputSchema,
    response: withdrawnEntrySchema,
  },
  testReportHistory: {
    summary: 'Every version of a test report (the family, read-only, and clinic doctors; a withdrawn one: clinic doctors only)',
    params: entry,
    query: lang,
    response: testReportHistorySchema,
  },
  checkupReport: { summary: 'One checkup report as it stands', params: entry, query: lang, response: checkupReportSchema },
  amendCheckupReport: {
    summary: 'Correct a checkup report (one transaction)',
    description: amendNote,
    params: entry,
    body: checkupReportAmendSchema,
    response: checkupReportSchema,
  },
  withdrawCheckupReport: {
    summary: 'Withdraw a checkup report',
    description: withdrawNote,
    params: entry,
    body: withdrawInputSchema,
    response: withdrawnEntrySchema,
  },
  checkupReportHistory: {
    summary: 'Every version of a checkup report (the family, read-only, and clinic doctors; a withdrawn one: clinic doctors only)',
    params: entry,
    query: lang,
    response: checkupReportHistorySchema,
  },
});
