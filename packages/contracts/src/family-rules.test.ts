import { describe, expect, it } from 'vitest';
import { chosenMemberKey, pickMember } from './family-rules.ts';

const parent = { familyMemberId: 'p', relation: 'self' };
const first = { familyMemberId: 'c1', relation: 'child' };
const second = { familyMemberId: 'c2', relation: 'child' };

describe('whose pages a parent sees', () => {
  it('is the chosen member while it is in the family, else the first child, else the first member, else nobody', () => {
    expect(pickMember([parent, first, second], 'c2')).toBe(second);
    expect(pickMember([parent, first, second], 'deleted')).toBe(first);
    expect(pickMember([parent, first, second], null)).toBe(first);
    expect(pickMember([parent], null)).toBe(parent);
    expect(pickMember([], 'c1')).toBeNull();
  });

  it('keeps each account’s choice under its own key', () => {
    expect(chosenMemberKey('a1')).toBe('familyMemberId:a1');
    expect(chosenMemberKey('a1')).not.toBe(chosenMemberKey('a2'));
  });
});
