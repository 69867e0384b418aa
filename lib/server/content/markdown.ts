import 'server-only';
import rehypeExternalLinks from 'rehype-external-links';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** A hast element, as far as focusableTables reads it. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Puts every table in the keyboard's tab order (WCAG 2.1.1): a table wider than a phone scrolls in
 * its own box (content.module.css), and a box that scrolls must be reachable without a mouse to be
 * scrolled by the arrow keys. Runs after sanitizing, which would drop the attribute.
 */
function focusableTables() {
  const visit = (node: HastNode) => {
    if (node.type === 'element' && node.tagName === 'table') node.properties = { ...node.properties, tabIndex: 0 };
    node.children?.forEach(visit);
  };
  return (tree: HastNode) => visit(tree);
}

/** The text of a hast node and its descendants, as written (a header cell's words). */
function plainText(node: HastNode & { value?: string }): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(plainText).join('');
}

/** Explicit roles: a table laid out as blocks on a phone (below) keeps its table semantics in every browser. */
const TABLE_ROLES: Record<string, string> = {
  table: 'table',
  thead: 'rowgroup',
  tbody: 'rowgroup',
  tr: 'row',
  th: 'columnheader',
  td: 'cell',
};

/**
 * On a phone a table reads as a card per row, each cell under its column's name
 * (content.module.css): every body cell gets its column's header text as `data-label`, and each
 * table part its role (CSS `display: block` drops the implicit ones in some browsers). Runs after
 * sanitizing, which would drop both.
 */
function labelledCells() {
  const visit = (node: HastNode, labels: string[]) => {
    if (node.type !== 'element') return;
    const role = node.properties?.scope === 'row' ? 'rowheader' : node.tagName && TABLE_ROLES[node.tagName];
    if (role) node.properties = { ...node.properties, role };
    if (node.tagName === 'table') {
      const head = node.children?.find((c) => c.tagName === 'thead');
      const headRow = head?.children?.find((c) => c.tagName === 'tr');
      labels = (headRow?.children ?? []).filter((c) => c.tagName === 'th').map((c) => plainText(c).trim());
    }
    if (node.tagName === 'tr' && labels.length > 0) {
      let column = 0;
      for (const cell of node.children ?? []) {
        if (cell.tagName !== 'td') continue;
        const label = labels[column++];
        if (label) cell.properties = { ...cell.properties, dataLabel: label };
        // A first column without a name names its rows (/insurance: «Обязательно?», «Что
        // защищает»…): a row header for screen readers, the card's title on a phone.
        else if (column === 1) {
          cell.tagName = 'th';
          cell.properties = { ...cell.properties, scope: 'row' };
        }
      }
    }
    node.children?.forEach((child) => visit(child, labels));
  };
  return (tree: HastNode) => tree.children?.forEach((child) => visit(child, []));
}

/**
 * Markdown → HTML for article bodies (unified: remark-parse with GFM tables, remark-rehype without
 * raw HTML, rehype-sanitize with its GitHub-like default schema, so no script, style, event
 * handler or `javascript:` URL survives). After sanitizing, headings get ids from their text (hash
 * links to sections), tables join the tab order (focusableTables) and label their cells for phones (labelledCells), and absolute links get `rel="external noopener noreferrer"`: the site's
 * navigation rules let a link leave the site only when it is marked external (spec §2).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeSlug)
  .use(focusableTables)
  .use(labelledCells)
  .use(rehypeExternalLinks, { rel: ['external', 'noopener', 'noreferrer'], protocols: ['http', 'https', 'mailto', 'tel'] })
  .use(rehypeStringify)
  .freeze();

/** Renders a Markdown body to sanitized HTML (synchronous; pure for a given input). */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Plain text of a Markdown snippet (FAQ answers in structured data): the sanitized tree's text, whitespace collapsed. */
export function markdownToText(markdown: string): string {
  const tree = processor.runSync(processor.parse(markdown));
  return textOf(tree).replace(/\s+/g, ' ').trim();
}

/** Concatenated text of a hast node and its descendants (blocks separated by a space). */
function textOf(node: { type: string; value?: string; children?: unknown[] }): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map((child) => textOf(child as typeof node)).join(node.type === 'root' ? ' ' : '');
}
