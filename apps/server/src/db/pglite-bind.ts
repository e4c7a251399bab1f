/**
 * The messages of one call of a named statement, as the backend reads them: Bind (its values as text, or as binary
 * for bytes), Describe of the unnamed portal, Execute and Sync, written into one buffer.
 *
 * PGlite's serializer (its copy of pg-protocol's) writes each message into a growing buffer of its own, copies it out
 * at every flush and allocates the next, and measures each value's UTF-8 length character by character; the four
 * messages were then joined by one more copy. Under the "distinct" reads that was 3.8% of the server's thread
 * (2026-12-03, issue 28), for bytes this writes with one allocation and Node's own encoder. The bytes are the same:
 * pglite-bind.unit.test.ts holds them to PGlite's.
 */
export type BindValue = string | null | ArrayBufferView;

const BIND = 0x42; // 'B'
/** Describe the unnamed portal ('D', length 6, 'P', ''), Execute it with no row limit ('E', length 9, '', 0), Sync ('S', length 4). */
const DESCRIBE_EXECUTE_SYNC = Uint8Array.from([0x44, 0, 0, 0, 6, 0x50, 0, 0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

export function bindAndExecute(statement: string, values: readonly BindValue[]): Buffer {
  const statementBytes = Buffer.byteLength(statement);
  const sizes = values.map((value) => (value === null ? 0 : typeof value === 'string' ? Buffer.byteLength(value) : value.byteLength));
  // Length (4), portal '' (1), the statement's name and its NUL, the format codes (their count, 2, and 2 each), the
  // values (their count, 2, and for each its length, 4, and its bytes), the result formats (2: none, all text).
  const bindLength = 4 + 1 + statementBytes + 1 + 2 + 2 * values.length + 2 + sizes.reduce((n, size) => n + 4 + size, 0) + 2;
  // A buffer of its own (not a slice of the shared pool): the message is cloned to the database's thread whole.
  const out = Buffer.allocUnsafeSlow(1 + bindLength + DESCRIBE_EXECUTE_SYNC.length);
  let at = out.writeUInt8(BIND, 0);
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(values.length, at);
  for (const value of values) at = out.writeInt16BE(value === null || typeof value === 'string' ? 0 : 1, at);
  at = out.writeUInt16BE(values.length, at);
  values.forEach((value, i) => {
    if (value === null) {
      at = out.writeInt32BE(-1, at);
      return;
    }
    at = out.writeInt32BE(sizes[i]!, at);
    if (typeof value === 'string') at += out.write(value, at);
    else {
      out.set(new Uint8Array(value.buffer, value.byteOffset, value.byteLength), at);
      at += value.byteLength;
    }
  });
  at = out.writeInt16BE(0, at);
  out.set(DESCRIBE_EXECUTE_SYNC, at);
  return out;
}
