import { createHash, randomBytes } from 'node:crypto';
import { sharedLinkPath, type Share, type ShareCreated, type ShareInput, type ShareStatus } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { trustRepository, type ShareRow } from './repository.ts';

const HOUR_MS = 3_600_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The status of a share at a given time: revoked wins over expired. */
export function shareStatus(share: Pick<ShareRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareStatus {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * Share links. The token is 32 random bytes, always: a link must not be computable from anything a client sends
 * (an Idempotency-Key with a known secret made it so; issue 29). A retry with the same Idempotency-Key gets the
 * first answer from the idempotency store (http/idempotency.ts), which keeps answers 24 hours like every other
 * idempotent write's; the share row itself holds only the token's SHA-256. Links are made on the configured public
 * origin (PUBLIC_ORIGIN), never the request's Host header.
 */
export function shareService(deps: AppDeps) {
  const repo = trustRepository(deps.db);
  const answer = (share: ShareRow, token: string): ShareCreated => ({
    shareId: share.id,
    url: `${deps.config.publicOrigin}${sharedLinkPath(token)}`,
    expiresAt: share.expiresAt.toISOString(),
  });

  return {
    async create(input: { memberId: string; accountId: string; body: ShareInput }): Promise<ShareCreated> {
      const { memberId, accountId, body } = input;
      const token = randomBytes(32).toString('base64url');
      const inserted = await repo.insertShare({
        familyMemberId: memberId,
        accountId,
        tokenHash: sha256(token),
        sections: [...new Set(body.sections)],
        expiresAt: new Date(Date.now() + body.hours * HOUR_MS),
        idempotencyKeyHash: null,
        requestHash: null,
      });
      // The token hash is unique: a collision of 256 random bits is not a case to answer.
      if (!inserted) throw new AppError('INTERNAL');
      return answer(inserted, token);
    },

    async list(memberId: string, now = new Date()): Promise<Share[]> {
      return (await repo.sharesOf(memberId)).map((share) => ({
        shareId: share.id,
        sections: share.sections,
        createdAt: share.createdAt.toISOString(),
        expiresAt: share.expiresAt.toISOString(),
        revokedAt: share.revokedAt?.toISOString() ?? null,
        status: shareStatus(share, now),
        opens: share.opens,
      }));
    },

    revoke: (shareId: string) => repo.revoke(shareId),

    /** The share a link's token names (null for an unknown token), judged on the database's clock. */
    async open(token: string): Promise<{ share: ShareRow; status: ShareStatus } | null> {
      const share = await repo.shareByTokenHash(sha256(token));
      if (!share) return null;
      return { share, status: shareStatus(share, share.now) };
    },

    recordOpen: (share: ShareRow, route: string, ip: string) => repo.recordOpen(share, route, ip),
  };
}
