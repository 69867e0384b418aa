import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtHomeAddress, homeAddressWarning } from '@/lib/server/runtime/static-home-address';

describe('the static home page’s built address', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(html?: string): string {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-home-'));
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    if (html !== undefined) writeFileSync(path.join(dist, 'server', 'app', 'index.html'), html);
    return dist;
  }

  it('is read from the canonical link the build wrote', () => {
    expect(builtHomeAddress(build('<head><link rel="canonical" href="https://shtrafy.example.ru/"/></head>'))).toBe(
      'https://shtrafy.example.ru/',
    );
    expect(builtHomeAddress(build())).toBeNull();
  });

  it('warns only when the server now serves another address', () => {
    const dir = build('<link rel="canonical" href="http://localhost:3000/"/>');
    expect(homeAddressWarning(dir, 'http://localhost:3000')).toBeNull();
    expect(homeAddressWarning(dir, 'https://shtrafy.example.ru')).toContain('npm run build');
  });
});
