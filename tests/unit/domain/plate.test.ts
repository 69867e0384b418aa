import { describe, expect, it } from 'vitest';
import { plateForDisplay } from '@/lib/domain/plate';

describe('plateForDisplay', () => {
  it('writes the region apart, as the site does everywhere, and leaves other plates as they came', () => {
    expect(plateForDisplay('А123ВС77')).toBe('А123ВС 77');
    expect(plateForDisplay('А826МН799')).toBe('А826МН 799');
    expect(plateForDisplay('1234АВ77')).toBe('1234АВ77');
    expect(plateForDisplay('А123ВС 77')).toBe('А123ВС 77');
  });
});
