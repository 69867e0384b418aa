import { plural } from './plural';

/**
 * When a refused request may be made again, in Russian, rounded up: «через минуту», «через 14
 * минут», «через час», «через 2 часа». `seconds` is the wait from now (a rate limit's Retry-After).
 */
export function waitPhrase(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return 'через минуту';
  if (minutes < 60) return `через ${minutes} ${plural(minutes, 'минуту', 'минуты', 'минут')}`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'через час' : `через ${hours} ${plural(hours, 'час', 'часа', 'часов')}`;
}
