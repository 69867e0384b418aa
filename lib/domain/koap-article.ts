/**
 * Reading a КоАП РФ article reference as charges write it: `12.9 ч.6`, `ч.6 ст.12.9 КоАП РФ`,
 * `12.15ч.5`, `12.9 часть 2`, `12.24`.
 */

/** An article and, when given, its part: `{ article: '12.9', part: '6' }`; part may be dotted (`1.1`). */
export type KoapArticleRef = { article: string; part: string | null };

const PART = /ч(?:асть|\.)?\s*(\d{1,2}(?:\.\d{1,2})?)/i;
// Articles of chapter 12 have two or three levels (12.9, 12.21.1).
const ARTICLE = /(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)/;

/** Parses a free-text article reference; null when no article number is found. */
export function parseKoapArticle(text: string): KoapArticleRef | null {
  const partMatch = PART.exec(text);
  // Cut the part out first so `ч.1.1 ст.12.17` is not read as article 1.1.
  const rest = partMatch ? text.slice(0, partMatch.index) + ' ' + text.slice(partMatch.index + partMatch[0].length) : text;
  const articleMatch = ARTICLE.exec(rest);
  if (!articleMatch?.[1]) return null;
  return { article: articleMatch[1], part: partMatch?.[1] ?? null };
}
