import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import {
  acceptedInviteSchema,
  carerInviteInputSchema,
  carerInviteParamsSchema,
  carerInviteSchema,
  carerParamsSchema,
  carersParamsSchema,
  carersSchema,
  inviteParamsSchema,
  receivedInviteSchema,
} from '../carers.ts';
import { carersRoutes } from '../routes/carers.ts';

const guardians = 'Guardians only (owner or invited guardian); a caregiver gets 403, anyone else 404.';

export const carersCalls = defineCalls(carersRoutes, {
  list: {
    summary: 'Who reaches the child: owner, guardians, caregivers, open invitations',
    description: guardians,
    params: carersParamsSchema,
    response: carersSchema,
  },
  invite: {
    summary: 'Invite a phone as guardian or caregiver of the child',
    description: `${guardians} Inviting the same phone again renews the open invitation (7 days). A phone already linked: 409 RECORD_EXISTS; the owner's own phone: 400.`,
    params: carersParamsSchema,
    body: carerInviteInputSchema,
    response: carerInviteSchema,
  },
  revokeInvite: { summary: 'Withdraw an open invitation', description: guardians, params: carerInviteParamsSchema, response: z.null() },
  remove: {
    summary: 'Remove a guardian or caregiver from the child, at once',
    description: `${guardians} Their next request about the child is refused, on every instance.`,
    params: carerParamsSchema,
    response: z.null(),
  },
  received: { summary: 'Open invitations to the signed-in phone', response: z.array(receivedInviteSchema) },
  accept: {
    summary: 'Accept an invitation to the signed-in phone',
    description: 'Only the invited phone; expired, withdrawn or already used: 404. A repeat by the same account answers the same.',
    params: inviteParamsSchema,
    response: acceptedInviteSchema,
  },
  decline: { summary: 'Decline an invitation to the signed-in phone', params: inviteParamsSchema, response: z.null() },
});
