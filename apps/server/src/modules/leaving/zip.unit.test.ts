import { describe, expect, it } from 'vitest';
import { readZip } from '../../test-support/read-zip.ts';
import { makeZip } from './zip.ts';

describe('makeZip', () => {
  it('writes a zip that another reader (fflate, CRC-32 checked) reads back byte for byte, Chinese names included', () => {
    const big = Buffer.from('身高 height 128.4 cm\n'.repeat(500));
    const files = readZip(
      makeZip([
        { name: 'README.txt', data: Buffer.from('hello') },
        { name: '王浩然/growth.json', data: big },
      ]),
    );
    expect([...files.keys()]).toEqual(['README.txt', '王浩然/growth.json']);
    expect(files.get('README.txt')!.toString('utf8')).toBe('hello');
    expect(files.get('王浩然/growth.json')!.equals(big)).toBe(true);
  });

  it('is read by a reader that notices a changed byte', () => {
    const zip = Buffer.from(makeZip([{ name: 'README.txt', data: Buffer.from('hello hello hello') }]));
    zip[40] = zip[40]! ^ 0xff;
    expect(() => readZip(zip)).toThrow();
  });
});
