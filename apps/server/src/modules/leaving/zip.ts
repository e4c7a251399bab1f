import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** DOS time and date of a Date (what zip headers carry). */
function dosDateTime(at: Date): { time: number; date: number } {
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;

/**
 * A zip file (PKWARE APPNOTE 6.3: local headers, deflated data, central directory, end record) of a few small
 * files, written here rather than pulling a library in for forty lines. Names are UTF-8 (flag bit 11), so the
 * children's Chinese names open as such in every current unzip tool.
 */
/**
 * The run of fields a local file header and its central directory entry both hold, in the same order (flags,
 * method, time, date, CRC-32, sizes, name length), from `at`; the extra-field length after them stays 0.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  f: { time: number; date: number; crc: number; packedLength: number; size: number; nameLength: number },
): void {
  header.writeUInt16LE(UTF8_NAMES, at);
  header.writeUInt16LE(DEFLATE, at + 2);
  header.writeUInt16LE(f.time, at + 4);
  header.writeUInt16LE(f.date, at + 6);
  header.writeUInt32LE(f.crc, at + 8);
  header.writeUInt32LE(f.packedLength, at + 12);
  header.writeUInt32LE(f.size, at + 16);
  header.writeUInt16LE(f.nameLength, at + 20);
}

export function makeZip(entries: ZipEntry[], at = new Date()): Buffer {
  const { time, date } = dosDateTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const shared = { time, date, crc, packedLength: packed.length, size: entry.data.length, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeSharedFields(local, 6, shared);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeSharedFields(central, 8, shared);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
