import type { DocumentCheckState } from '@/lib/contract/fines';

/**
 * What an empty view of the fleet (the list, the groups, the chart) says while the organization's
 * ГИС ГМП check is not done: an empty answer is final only once the check finished (spec §2: no
 * «нет» while data is on its way); null when it is done and «нет» is the answer.
 */
export function unfinishedCheckMessage(state: DocumentCheckState): string | null {
  if (state === 'pending') return 'Ждём ответа ГИС ГМП…';
  if (state === 'failed') return 'Проверка не завершилась: начисления появятся здесь, когда ГИС ГМП ответит.';
  return null;
}
