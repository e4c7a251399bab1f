import { chosenMemberKey } from '@sprout/contracts/light';
import { serverContext } from '../ssr/server-context.ts';
import { readStorage, writeStorage } from '../storage.ts';

/**
 * The member last chosen on the home page, per account (two parents may share a phone): packages/contracts
 * family-rules. Kept in the browser's storage, and mirrored in a cookie (`chosen_member`: `account~member` pairs)
 * so that the server renders the page about the same child the browser will show: without it a parent who chose
 * their second child got the first child's page from the server, then a hydration error when the browser
 * switched (issue 32).
 */
export const CHOSEN_MEMBER_COOKIE = 'chosen_member';
/** Accounts remembered in the cookie: the phone's few sign-ins, never a growing list. */
const MAX_ACCOUNTS = 4;

function pairsOf(value: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const pair of (value ?? '').split('.')) {
    const [account, member] = pair.split('~');
    if (account && member) pairs.set(account, member);
  }
  return pairs;
}

function browserCookie(): string | null {
  const match = /(?:^|;\s*)chosen_member=([^;]*)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]!) : null;
}

function mirror(accountId: string, familyMemberId: string): void {
  const pairs = pairsOf(browserCookie());
  if (pairs.get(accountId) === familyMemberId) return;
  pairs.delete(accountId);
  pairs.set(accountId, familyMemberId);
  const value = [...pairs].slice(-MAX_ACCOUNTS).map(([account, member]) => `${account}~${member}`);
  document.cookie = `${CHOSEN_MEMBER_COOKIE}=${encodeURIComponent(value.join('.'))}; path=/; max-age=31536000; samesite=lax`;
}

export function readChosenMemberId(accountId: string): string | null {
  const server = serverContext();
  if (server) return pairsOf(server.chosenMembers).get(accountId) ?? null;
  const stored = readStorage(chosenMemberKey(accountId));
  // A choice made before the cookie existed reaches the server from the next page on.
  if (stored) mirror(accountId, stored);
  return stored;
}

export function saveChosenMemberId(accountId: string, familyMemberId: string): void {
  writeStorage(chosenMemberKey(accountId), familyMemberId);
  mirror(accountId, familyMemberId);
}
