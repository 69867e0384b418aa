// GET /news/rss.xml - the news as an RSS 2.0 feed
import { Feed } from 'feed';
import { absoluteUrl, SITE_NAME } from '@/lib/server/content/seo';
import { listEntries } from '@/lib/server/content/service';
import { plainRoute } from '@/lib/server/http/plain-route';

/** Items in the feed (the newest). */
const FEED_SIZE = 20;

/** Built per request from the cached content reads (the database is not there at build time). */
export const dynamic = 'force-dynamic';

/**
 * The 20 newest news items with their leads, links and dates (RSS 2.0, Russian); 503 with
 * Retry-After while the database cannot serve (plainRoute).
 */
export async function GET(): Promise<Response> {
  return plainRoute('news feed', rss);
}

async function rss(): Promise<Response> {
  const news = (await listEntries('news')).slice(0, FEED_SIZE);
  const feed = new Feed({
    title: `${SITE_NAME}: новости`,
    description: 'Новости о штрафах ГИБДД, ОСАГО и налогах для автовладельцев',
    id: absoluteUrl('/news'),
    link: absoluteUrl('/news'),
    language: 'ru',
    copyright: `© ${SITE_NAME}`,
    updated: news[0] ? new Date(news[0].updatedAt) : undefined,
    feedLinks: { rss: absoluteUrl('/news/rss.xml') },
  });
  for (const item of news) {
    feed.addItem({
      title: item.title,
      id: absoluteUrl(item.path),
      link: absoluteUrl(item.path),
      description: item.description,
      date: new Date(item.publishedAt),
      // No per-item author: RSS 2.0 wants an e-mail address there, and the editors have none to publish.
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
