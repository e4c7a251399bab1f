import { protocol } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { bindAndExecute, type BindValue } from './pglite-bind.ts';

/** What the prepared path sent before: PGlite's four messages, joined. */
function pglitesOwn(statement: string, values: BindValue[]): Buffer {
  return Buffer.concat([
    protocol.serialize.bind({ statement, values: values as never }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
}

describe("a prepared statement's call, written in one buffer (issue 28)", () => {
  it.each<[string, string, BindValue[]]>([
    ['no values', 'sprout_1', []],
    ['a read: token hash, id, page bounds', 'sprout_12', ['a'.repeat(64), '3f1d2c3a-1111-4222-8333-444455556666', '0', '10']],
    ['null, empty, multibyte text', 'sprout_200', [null, '', '王小雨 (wáng)', '😀']],
    ['bytes go as binary, beside text', 'sprout_7', [new Uint8Array([0, 1, 254, 255]), 'é', Buffer.from('abc')]],
    ['a view into a larger buffer sends its own bytes only', 'sprout_8', [new Uint8Array([9, 8, 7, 6, 5]).subarray(1, 3)]],
  ])('%s: the bytes PGlite would send', (_case, statement, values) => {
    expect(bindAndExecute(statement, values).equals(pglitesOwn(statement, values))).toBe(true);
  });

  it('owns its memory: no other data travels with it to the database thread', () => {
    const message = bindAndExecute('sprout_3', ['x']);
    expect(message.byteOffset).toBe(0);
    expect(message.buffer.byteLength).toBe(message.byteLength);
  });
});
