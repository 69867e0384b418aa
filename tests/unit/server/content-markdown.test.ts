import { describe, expect, it } from 'vitest';
import { ContentFileError, parseContentFile } from '@/lib/server/content/front-matter';
import { markdownToText, renderMarkdown } from '@/lib/server/content/markdown';

describe('renderMarkdown', () => {
  it('renders GFM tables, headings with ids and marks links to other sites external', () => {
    const html = renderMarkdown(
      '## Срок оплаты\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n[КоАП](https://www.consultant.ru/x) и [новости](/news)',
    );
    expect(html).toContain('<h2 id="срок-оплаты">Срок оплаты</h2>');
    // On a phone a row reads as a card, each cell under its column's name, with its table role kept.
    expect(html).toContain('<td data-label="a" role="cell">1</td>');
    expect(html).toContain('<th role="columnheader">a</th>');
    expect(html).toContain('<tr role="row">');
    // A table wider than a tablet scrolls in its own box: the keyboard must reach it.
    expect(html).toContain('<table tabindex="0" role="table">');
    expect(html).toContain('<a href="https://www.consultant.ru/x" rel="external noopener noreferrer">КоАП</a>');
    expect(html).toContain('<a href="/news">новости</a>');
  });

  it('labels each body cell with its column header’s text, also a formatted one and in a second table', () => {
    const html = renderMarkdown(
      '| **Где** | `Название` |\n| --- | --- |\n| cookie | `a` |\n\ntext\n\n| x | y |\n| - | - |\n| 1 | |',
    );
    expect(html).toContain('<td data-label="Где" role="cell">cookie</td>');
    expect(html).toContain('<td data-label="Название" role="cell"><code>a</code></td>');
    expect(html).toContain('<td data-label="x" role="cell">1</td>');
    expect(html).toContain('<td data-label="y" role="cell"></td>');
  });

  it('makes the first column a row header when its column has no name (the card title on a phone)', () => {
    const html = renderMarkdown('|  | ОСАГО | КАСКО |\n| --- | --- | --- |\n| Обязательно? | да | нет |');
    expect(html).toContain('<th scope="row" role="rowheader">Обязательно?</th>');
    expect(html).toContain('<td data-label="ОСАГО" role="cell">да</td>');
    expect(html).toContain('<td data-label="КАСКО" role="cell">нет</td>');
    // A named first column stays a cell.
    expect(renderMarkdown('| a | b |\n| - | - |\n| 1 | 2 |')).not.toContain('rowheader');
  });

  it('drops raw HTML, event handlers and script URLs', () => {
    const html = renderMarkdown(
      'a <script>alert(1)</script> <img src=x onerror=alert(1)> <b onclick="x()">b</b> [js](javascript:alert(1)) [v](vbscript:x) ![i](javascript:x)\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|vbscript:|<iframe/i);
    expect(html).toContain('<a>js</a>');
    // The tab order is ours to give: a tabindex written in the text does not survive.
    expect(renderMarkdown('<p tabindex="5">x</p>\n\n[a](/b)')).not.toContain('tabindex');
  });

  it('gives plain text for structured data', () => {
    expect(markdownToText('Оплатите **до 26.05** по [УИН](/journal/chto-takoe-uin) & сохраните чек')).toBe(
      'Оплатите до 26.05 по УИН & сохраните чек',
    );
  });
});

const file = (front: string, body = 'Текст.') => `---\n${front}\n---\n\n${body}\n`;
const NEWS = 'kind: news\nslug: test\ntitle: Заголовок\ndescription: Лид.\npublished: 2025-01-15\nsources:\n  - title: КоАП РФ';

describe('parseContentFile', () => {
  it('reads the front matter: a bare date is that day, 00:00 in Moscow', () => {
    const input = parseContentFile(file(NEWS), 'news/test.md');
    expect(input).toMatchObject({
      kind: 'news',
      slug: 'test',
      title: 'Заголовок',
      author: 'Редакция «Штрафов»',
      status: 'published',
    });
    expect(input.publishedAt.toISOString()).toBe('2025-01-14T21:00:00.000Z');
    expect(input.updatedAt).toEqual(input.publishedAt);
    expect(input.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['an unknown field', `${NEWS}\nextra: 1`, /extra|Unrecognized|Неизвестн/i],
    ['a news item without sources', NEWS.replace(/\nsources:[\s\S]*/, ''), /источники/],
    ['a slug with capitals', NEWS.replace('slug: test', 'slug: Test'), /slug/],
    ['a multi-segment news slug', NEWS.replace('slug: test', 'slug: a/b'), /slug/],
    ['a fines page under /fines/list', 'kind: fines\nslug: list/x\ntitle: T\ndescription: D\npublished: 2025-01-01', /slug/],
    ['a journal article without tags', NEWS.replace('kind: news', 'kind: journal'), /тег/],
    ['a cover without alt text', `${NEWS}\ncover: /content/covers/car.svg`, /coverAlt/],
    ['a cover outside the covers folder', `${NEWS}\ncover: https://evil.example/x.svg\ncoverAlt: x`, /cover/],
    ['a title with a control character', NEWS.replace('title: Заголовок', 'title: "За\\u0000головок"'), /служебные/],
    ['a bad date', NEWS.replace('published: 2025-01-15', 'published: вчера'), /Дата/],
  ])('refuses %s', (_name, front, message) => {
    expect(() => parseContentFile(file(front), 'x.md')).toThrow(ContentFileError);
    expect(() => parseContentFile(file(front), 'x.md')).toThrow(message);
  });

  it('refuses an empty body and a level-1 heading in the text', () => {
    expect(() => parseContentFile(file(NEWS, ''), 'x.md')).toThrow(/пустой текст/);
    expect(() => parseContentFile(file(NEWS, '# Второй заголовок'), 'x.md')).toThrow(/первого уровня/);
  });
});
