import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SHARED_PAGE_PATH, type Share, type ShareCreated, type ShareInput, type ShareStatus } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { trustRepository, type ShareRow } from './repository.ts';

const HOUR_MS = 3_600_000;
/** An Idempotency-Key as the product accepts it everywhere (http/idempotency.ts). */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The status of a share at a given time: revoked wins over expired. */
export function shareStatus(share: Pick<ShareRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareStatus {
  if (share.revokedAt) return 'revoked';
  return share.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

/**
 * Share links. The token is 32 random bytes, or, for a create that carries an Idempotency-Key, an HMAC of the
 * server secret, the account and the key, so that a retry after a lost reply answers the very same link while
 * the database still holds only the token's SHA-256 (and the key's).
 */
export function shareService(deps: AppDeps) {
  const repo = trustRepository(deps.db);
  const tokenFor = (accountId: string, key: string | null) =>
    key === null
      ? randomBytes(32).toString('base64url')
      : createHmac('sha256', deps.config.authSecret).update(`share:${accountId}:${key}`).digest('base64url');
  const answer = (share: ShareRow, token: string, origin: string): ShareCreated => ({
    shareId: share.id,
    url: `${origin}${SHARED_PAGE_PATH}#${token}`,
    expiresAt: share.expiresAt.toISOString(),
  });

  return {
    async create(input: {
      memberId: string;
      accountId: string;
      body: ShareInput;
      key: string | undefined;
      origin: string;
    }): Promise<ShareCreated> {
      const { memberId, accountId, body } = input;
      if (input.key !== undefined && !KEY_PATTERN.test(input.key)) throw fieldError('Idempotency-Key', 'validation.idempotencyKey');
      const key = input.key ?? null;
      const keyHash = key === null ? null : sha256(`${accountId}:${key}`);
      const requestHash = sha256(JSON.stringify({ memberId, hours: body.hours, sections: [...body.sections].sort() }));
      const token = tokenFor(accountId, key);
      const replay = async () => {
        const existing = keyHash ? await repo.shareByIdempotencyKey(accountId, keyHash) : null;
        if (!existing) return null;
        if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyKeyReused');
        return answer(existing, token, input.origin);
      };
      const first = await replay();
      if (first) return first;
      const inserted = await repo.insertShare({
        familyMemberId: memberId,
        accountId,
        tokenHash: sha256(token),
        sections: [...new Set(body.sections)],
        expiresAt: new Date(Date.now() + body.hours * HOUR_MS),
        idempotencyKeyHash: keyHash,
        requestHash: keyHash ? requestHash : null,
      });
      if (inserted) return answer(inserted, token, input.origin);
      // The same key won a race in between: answer what it made.
      const raced = await replay();
      if (!raced) throw new AppError('IDEMPOTENCY_KEY_REUSED', 'error.idempotencyInProgress');
      return raced;
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
