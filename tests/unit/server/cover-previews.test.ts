import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openGraphImagePath } from '@/lib/server/content/seo';

const publicDir = path.resolve(import.meta.dirname, '../../../public');
const covers = path.join(publicDir, 'content/covers');

/** The PNG signature and the IHDR width and height (big-endian, bytes 16–23). */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link previews', () => {
  it('every cover has its 1200×630 PNG, and so does the service’s own card', () => {
    const svgs = readdirSync(covers).filter((f) => f.endsWith('.svg'));
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      const png = path.join(publicDir, openGraphImagePath(`/content/covers/${svg}`));
      expect(existsSync(png), png).toBe(true);
      expect(pngSize(png), png).toEqual({ width: 1200, height: 630 });
    }
    expect(pngSize(path.join(publicDir, 'og/site.png'))).toEqual({ width: 1200, height: 630 });
  });
});
