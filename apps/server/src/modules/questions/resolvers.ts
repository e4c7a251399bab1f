import type { MemberResolver } from '../../auth/policy.ts';

/** The member named by a field of the (validated) JSON body: who a parent answers a survey for. */
export const memberFromBody =
  (name: string): MemberResolver =>
  (req) => {
    const value = (req.body as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' ? { kind: 'member', id: value } : null;
  };
