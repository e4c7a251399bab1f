import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeZip } from './zip.ts';

describe('makeZip', () => {
  it('writes a zip that Python’s zipfile reads back byte for byte, Chinese names included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    try {
      const big = Buffer.from('身高 height 128.4 cm\n'.repeat(500));
      writeFileSync(
        join(dir, 'a.zip'),
        makeZip([
          { name: 'README.txt', data: Buffer.from('hello') },
          { name: '王浩然/growth.json', data: big },
        ]),
      );
      const script =
        'import sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nfor i,n in enumerate(z.namelist()):\n  open(sys.argv[2]+"/"+str(i),"wb").write(z.read(n))\n  print(n)';
      const names = execFileSync('python3', ['-c', script, join(dir, 'a.zip'), dir], { encoding: 'utf8' })
        .trim()
        .split('\n');
      expect(names).toEqual(['README.txt', '王浩然/growth.json']);
      expect(readFileSync(join(dir, '0'), 'utf8')).toBe('hello');
      expect(readFileSync(join(dir, '1')).equals(big)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
