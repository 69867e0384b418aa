import { describe, expect, it } from 'vitest';
import { isCurrentSection } from '@/components/layout/site-sections';

describe('isCurrentSection', () => {
  it('marks a section on its own pages, and not the content section a person’s list sits under', () => {
    expect(isCurrentSection('/fines/list', '/fines/list')).toBe(true);
    expect(isCurrentSection('/fines/list/fine/12', '/fines/list')).toBe(true);
    expect(isCurrentSection('/fines/list', '/fines')).toBe(false);
    expect(isCurrentSection('/taxes/list/5', '/taxes')).toBe(false);
    expect(isCurrentSection('/fines/kak-oplatit', '/fines')).toBe(true);
    expect(isCurrentSection('/news/2026/nalogi', '/news')).toBe(true);
    expect(isCurrentSection('/newsletter', '/news')).toBe(false);
    expect(isCurrentSection('/news', '/')).toBe(false);
    expect(isCurrentSection('/', '/')).toBe(true);
  });
});
