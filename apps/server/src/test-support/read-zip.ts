import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';

/**
 * The files of a zip as an independent reader sees them: fflate inflates each entry, and every entry's CRC-32 from
 * the central directory is checked against the bytes read (fflate itself does not check it). Throws on a bad zip.
 */
export function readZip(bytes: Uint8Array): Map<string, Buffer> {
  const files = unzipSync(bytes);
  const expected = centralDirectoryCrcs(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const out = new Map<string, Buffer>();
  for (const [name, data] of Object.entries(files)) {
    const crc = expected.get(name);
    if (crc === undefined || crc32(data) !== crc) throw new Error(`CRC-32 of ${name} does not match the central directory`);
    out.set(name, Buffer.from(data));
  }
  if (out.size !== expected.size) throw new Error(`the central directory names ${expected.size} entries, fflate read ${out.size}`);
  return out;
}

/** Entry name -> CRC-32, from the central directory that the end-of-central-directory record points at. */
function centralDirectoryCrcs(zip: Buffer): Map<string, number> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end-of-central-directory record');
  const entries = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const crcs = new Map<string, number>();
  for (let i = 0; i < entries; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`central directory entry ${i} has a bad signature`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    crcs.set(zip.toString('utf8', at + 46, at + 46 + nameLength), zip.readUInt32LE(at + 16));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return crcs;
}
