import { z } from 'zod';
import { idSchema, phoneSchema } from './common.ts';
import { CARER_ROLES } from './family-rules.ts';

/**
 * The other adults of a child (issue 34): a guardian invites a phone as `guardian` (everything the owner may do)
 * or `caregiver` (view the child and add growth measurements). docs/caregivers.md.
 */
export const carerRoleSchema = z.enum(CARER_ROLES);
export type CarerRole = z.infer<typeof carerRoleSchema>;

export const carersParamsSchema = z.object({ familyMemberId: idSchema });
export const carerParamsSchema = z.object({ familyMemberId: idSchema, accountId: idSchema });
export const carerInviteParamsSchema = z.object({ familyMemberId: idSchema, inviteId: idSchema });
export const inviteParamsSchema = z.object({ inviteId: idSchema });

export const carerInviteInputSchema = z.strictObject({ phone: phoneSchema, role: carerRoleSchema });
export type CarerInviteInput = z.infer<typeof carerInviteInputSchema>;

/** A phone shown to the family as 138****0002. */
export const carerSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  phone: z.string(),
  role: carerRoleSchema,
  since: z.string(),
});
export type Carer = z.infer<typeof carerSchema>;

export const carerInviteSchema = z.object({
  inviteId: z.string(),
  phone: z.string(),
  role: carerRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type CarerInvite = z.infer<typeof carerInviteSchema>;

/** Who reaches the child: its owner (the account that added it), the adults linked to it, the open invitations. */
export const carersSchema = z.object({
  familyMemberId: z.string(),
  owner: z.object({ accountId: z.string(), name: z.string(), phone: z.string() }),
  carers: z.array(carerSchema),
  invites: z.array(carerInviteSchema),
});
export type Carers = z.infer<typeof carersSchema>;

/** An invitation as the invited person sees it after signing in with its phone. */
export const receivedInviteSchema = z.object({
  inviteId: z.string(),
  childName: z.string(),
  invitedBy: z.string(),
  role: carerRoleSchema,
  expiresAt: z.string(),
});
export type ReceivedInvite = z.infer<typeof receivedInviteSchema>;
export const acceptedInviteSchema = z.object({ familyMemberId: z.string(), role: carerRoleSchema });
