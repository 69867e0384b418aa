// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTENT_INDEX_TTL_MS,
  contentAddressVerdict,
  installContentIndexLoader,
  publishContentIndex,
  type ContentIndex,
} from '@/lib/contract/content-index';
import { notFoundHtml } from '@/lib/proxy/not-found-html';
import { proxy } from '@/proxy';

const index: ContentIndex = {
  paths: new Set([
    '/news/a',
    '/journal/b',
    '/journal/tags/t',
    '/landing/x/y',
    '/osago',
    '/osago/dtp/e',
    '/fines',
    '/fines/koap/z',
    '/taxes/p',
    '/licenses/privacy',
    '/insurance',
  ]),
  listPages: new Map([
    ['/news', 2],
    ['/journal', 2],
    ['/journal/tags/t', 1],
  ]),
  builtAt: Date.now(),
};
const verdict = (url: string) => {
  const u = new URL(url, 'http://localhost');
  return contentAddressVerdict(u.pathname, u.searchParams, index);
};

afterEach(() => {
  publishContentIndex({ ...index, builtAt: 0 });
  installContentIndexLoader(async () => undefined);
});

describe('contentAddressVerdict', () => {
  it('knows the published entries, section pages and list pages within range', () => {
    for (const url of [
      '/news/a',
      '/news/A',
      '/journal/b/',
      '/journal/tags/t',
      '/landing/x/y',
      '/osago',
      '/osago/dtp/e',
      '/fines',
      '/insurance',
      '/news',
      '/news?page=2',
      '/news?page=1',
      '/journal?page=2',
      '/journal/tags/t?page=1',
    ]) {
      expect(verdict(url), url).toBe('known');
    }
  });

  it('calls unknown what a content section does not have', () => {
    for (const url of [
      '/news/none',
      '/journal/none',
      '/journal/tags/none',
      '/landing/x',
      '/osago/none',
      '/fines/none',
      '/taxes/none',
      '/licenses/none',
      '/news?page=3',
      '/news?page=0',
      '/news?page=02',
      '/news?page=x',
      '/news?page=1&page=2',
      '/journal/tags/t?page=2',
      '/news/%D0%B0',
    ]) {
      expect(verdict(url), url).toBe('unknown');
    }
  });

  it('leaves alone what is not content: the guarded lists, the tag list, other pages', () => {
    for (const url of [
      '/',
      '/login',
      '/news/rss.xml',
      '/fines/list',
      '/fines/list/fine/1',
      '/taxes/list',
      '/taxes',
      '/journal/tags',
      '/profile',
      '/landing',
    ]) {
      expect(verdict(url), url).toBe('other');
    }
  });
});

describe('the proxy with a content index', () => {
  it('answers an unknown content address 404 with the message in the HTML', async () => {
    publishContentIndex({ ...index, builtAt: Date.now() });
    const res = await proxy(new NextRequest('http://localhost/news/none?x=<b>'));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain('<h1>Страница не найдена</h1>');
    expect(html).toContain('Page Not Found: /news/none?x=&lt;b&gt; (404)');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('passes known addresses on, and everything when the index is missing or stale', async () => {
    publishContentIndex({ ...index, builtAt: Date.now() });
    expect((await proxy(new NextRequest('http://localhost/news/a'))).status).toBe(200);
    publishContentIndex({ ...index, builtAt: Date.now() - CONTENT_INDEX_TTL_MS });
    expect((await proxy(new NextRequest('http://localhost/news/none'))).status).toBe(200);
  });

  it('reads a stale index afresh for a content address, not for other pages', async () => {
    publishContentIndex({ ...index, builtAt: Date.now() - CONTENT_INDEX_TTL_MS });
    const asked: number[] = [];
    installContentIndexLoader(async () => {
      asked.push(Date.now());
      publishContentIndex({ ...index, builtAt: Date.now() });
    });
    expect((await proxy(new NextRequest('http://localhost/login'))).status).toBe(200);
    expect(asked).toHaveLength(0);
    const res = await proxy(new NextRequest('http://localhost/news/none'));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>Страница не найдена</h1>');
    expect(asked).toHaveLength(1);
    // Fresh now: the next visit uses it without another read.
    expect((await proxy(new NextRequest('http://localhost/journal/none'))).status).toBe(404);
    expect(asked).toHaveLength(1);
  });

  it('passes the visit on when the read of the index fails', async () => {
    installContentIndexLoader(async () => {
      throw new Error('database down');
    });
    expect((await proxy(new NextRequest('http://localhost/news/none'))).status).toBe(200);
  });

  it('still guards the lists before anything else', async () => {
    publishContentIndex({ ...index, builtAt: Date.now() });
    expect((await proxy(new NextRequest('http://localhost/fines/list/nothing'))).status).toBe(307);
  });
});

describe('notFoundHtml', () => {
  it('decodes the path for reading and escapes it for HTML', () => {
    expect(notFoundHtml('/news/%D0%BD%D0%B5%D1%82')).toContain('Page Not Found: /news/нет (404)');
    expect(notFoundHtml('/news/%E0%A4%A')).toContain('Page Not Found: /news/%E0%A4%A (404)');
    expect(notFoundHtml('/"><script>')).toContain('/&quot;&gt;&lt;script&gt;');
  });
});
