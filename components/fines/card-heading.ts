/**
 * The level of a charge card's title: `h2` under the page's h1 (/fines/list, a fleet), `h3` where
 * the list sits inside a section titled by an h2 (the profile's «Штрафы по документам»), so the
 * outline a screen reader walks never skips or repeats a level (WCAG 1.3.1).
 */
export type CardHeading = 'h2' | 'h3';
