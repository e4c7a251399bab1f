import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { accountDeletedSchema, accountDeletionSchema, consentInputSchema, consentParamsSchema, consentSchema } from '../consent.ts';
import { consentRoutes, leavingRoutes } from '../routes/consent.ts';

export const consentCalls = defineCalls(consentRoutes, {
  get: {
    summary: 'The guardian’s consent for a family member: current answer, policy version, clinics, history',
    description: 'Owner parent only. Until the parent answers, doctors of the member’s clinics see the data as before.',
    params: consentParamsSchema,
    response: consentSchema,
  },
  answer: {
    summary: 'Give, refuse or withdraw the guardian’s consent',
    description:
      'decision granted with the clinics whose doctors may see the data, or refused (withdraws a consent given before). policyVersion must be the current version of the privacy policy. A refused or withdrawn consent makes the member’s data 403 to doctors at once.',
    params: consentParamsSchema,
    body: consentInputSchema,
    response: consentSchema,
  },
});

export const leavingCalls = defineCalls(leavingRoutes, {
  exportAll: {
    summary: 'Everything held about the family, as a zip (application/zip)',
    description:
      'One folder per family member with its FHIR R4 bundle and readable export, and the account and consents as JSON. Errors answer the envelope.',
    response: z.unknown(),
  },
  deleteAccount: {
    summary: 'Delete the account at once: family members and their data erased, sessions revoked',
    description:
      'confirmPhone must be the account’s phone. The audit trail keeps its rows with client addresses erased (README "Leaving").',
    body: accountDeletionSchema,
    response: accountDeletedSchema,
  },
});
