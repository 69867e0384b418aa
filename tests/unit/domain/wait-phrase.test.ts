import { describe, expect, it } from 'vitest';
import { waitPhrase } from '@/lib/domain/wait-phrase';

describe('waitPhrase', () => {
  it('says when to try again in Russian, rounded up', () => {
    expect(waitPhrase(1)).toBe('через минуту');
    expect(waitPhrase(60)).toBe('через минуту');
    expect(waitPhrase(61)).toBe('через 2 минуты');
    expect(waitPhrase(852)).toBe('через 15 минут');
    expect(waitPhrase(21 * 60)).toBe('через 21 минуту');
    expect(waitPhrase(3600)).toBe('через час');
    expect(waitPhrase(3601)).toBe('через 2 часа');
    expect(waitPhrase(5 * 3600)).toBe('через 5 часов');
  });
});
