import 'server-only';
import type { ContentPage, ContentSummary } from '@/lib/contract/content';
import { assertPageExists, listPageNumber, type SearchParams } from './routing';
import { paginate } from './service';

/**
 * One page of `items` as `?page=` on `base` asks (routing.ts rules: redirect for `?page=1`, 404
 * for a bad or missing page).
 */
export function pageOf(items: ContentSummary[], searchParams: SearchParams, base: string): ContentPage<ContentSummary> {
  const page = listPageNumber(searchParams, base);
  const list = paginate(items, page);
  assertPageExists(page, list.pages);
  return list;
}

/** The title of a list page: page 1 plain, later pages «… — страница N» (titles stay unique). */
export function listTitle(title: string, page: number): string {
  return page > 1 ? `${title} — страница ${page}` : title;
}
