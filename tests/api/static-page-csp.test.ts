import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticPagePolicy } from '@/lib/security/csp-policy';
import { applyStaticPageCsp, inlineScriptHashes } from '@/lib/security/static-page-csp';

// sha256('alert(1)'), base64, as `echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64` prints it.
const ALERT_HASH = 'bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, once each, and nothing else', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script id="_R_">alert(1)</script>',
      '<script type="module">self.x=2</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(ALERT_HASH);
  });

  it('reads `type` only as the attribute itself, and a closing tag with a space', () => {
    expect(inlineScriptHashes('<script data-type="application/json">alert(1)</script >')).toEqual([ALERT_HASH]);
    expect(inlineScriptHashes('<SCRIPT TYPE="application/ld+json">{}</SCRIPT>')).toEqual([]);
  });
});

describe('staticPagePolicy', () => {
  it('lets only the listed inline scripts and our own files run', () => {
    const policy = staticPagePolicy([ALERT_HASH], { dev: false, apiBaseUrl: '' });
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${ALERT_HASH}'`);
    expect(policy).not.toContain('nonce-');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('applyStaticPageCsp', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** A build folder as `next build` leaves it: a prerendered page, and a route handler's body that is no page. */
  function fakeBuild(): string {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-csp-'));
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes: { '/': {}, '/robots.txt': {} } }));
    writeFileSync(path.join(dist, 'server', 'app', 'index.html'), '<html><script>alert(1)</script></html>');
    writeFileSync(path.join(dist, 'server', 'app', 'index.meta'), JSON.stringify({ headers: { 'x-nextjs-prerender': '1' } }));
    writeFileSync(path.join(dist, 'server', 'app', 'robots.txt.body'), 'User-agent: *');
    return dist;
  }

  it('writes the policy into the page’s stored headers, keeping the others, and only once', () => {
    const build = fakeBuild();
    expect(applyStaticPageCsp(build, { dev: false, apiBaseUrl: '' })).toEqual(['/']);
    const meta = JSON.parse(readFileSync(path.join(build, 'server', 'app', 'index.meta'), 'utf8'));
    expect(meta.headers['x-nextjs-prerender']).toBe('1');
    expect(meta.headers['content-security-policy']).toBe(staticPagePolicy([ALERT_HASH], { dev: false, apiBaseUrl: '' }));
    expect(applyStaticPageCsp(build, { dev: false, apiBaseUrl: '' })).toEqual([]);
  });

  it('writes it again when the page changed (a new build over an old policy)', () => {
    const build = fakeBuild();
    applyStaticPageCsp(build, { dev: false, apiBaseUrl: '' });
    writeFileSync(path.join(build, 'server', 'app', 'index.html'), '<html><script>alert(2)</script></html>');
    expect(applyStaticPageCsp(build, { dev: false, apiBaseUrl: '' })).toEqual(['/']);
    const meta = JSON.parse(readFileSync(path.join(build, 'server', 'app', 'index.meta'), 'utf8'));
    expect(meta.headers['content-security-policy']).not.toContain(ALERT_HASH);
  });

  it('fails loudly on a folder that is no build', () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'shtrafy-csp-'));
    expect(() => applyStaticPageCsp(dist)).toThrow();
  });
});
