import 'server-only';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * Markdown → HTML for article bodies (unified: remark-parse with GFM tables, remark-rehype without
 * raw HTML, rehype-sanitize with its GitHub-like default schema, so no script, style, event
 * handler or `javascript:` URL survives). After sanitizing, headings get ids from their text (hash
 * links to sections) and absolute links get `rel="external noopener noreferrer"`: the site's
 * navigation rules let a link leave the site only when it is marked external (spec §2).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ['external', 'noopener', 'noreferrer'], protocols: ['http', 'https', 'mailto', 'tel'] })
  .use(rehypeStringify)
  .freeze();

/** Renders a Markdown body to sanitized HTML (synchronous; pure for a given input). */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Plain text of a Markdown snippet (FAQ answers in structured data): markup and links' targets removed. */
export function markdownToText(markdown: string): string {
  return renderMarkdown(markdown)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
