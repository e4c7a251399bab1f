import { customType } from 'drizzle-orm/pg-core';

/** A file's bytes in a row (media, report attachments): a Buffer either way the driver hands them. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
