import type { FineDto } from '@/lib/contract/fines';
import { SAVED_UNPAID_LIMIT } from '@/lib/domain/limits';

/**
 * The unpaid list kept in localStorage between visits (spec §3, §9), so it can be shown before
 * fresh data arrives. Only the unpaid list is kept, at most 1000 fines, tagged with its owner.
 */

/** localStorage key of the saved unpaid list. */
export const SAVED_UNPAID_KEY = 'shtrafy:ordinances:notPaid';

/** The unpaid list as it is saved: its first 1000 fines in list order (spec §9). */
export function cutToSavedLimit(notPaid: readonly FineDto[]): FineDto[] {
  return notPaid.slice(0, SAVED_UNPAID_LIMIT);
}

/** What is kept in localStorage: the owner, so another sign-in on this browser never sees it, and when. */
interface SavedNotPaid {
  userId: string;
  savedAt: number;
  fines: FineDto[];
}

/** Saves the unpaid list (cut to 1000) for `userId`; a full or blocked storage only loses the copy. */
export function saveNotPaid(storage: Storage, userId: string, notPaid: readonly FineDto[], at: number): void {
  const saved: SavedNotPaid = { userId, savedAt: at, fines: cutToSavedLimit(notPaid) };
  try {
    storage.setItem(SAVED_UNPAID_KEY, JSON.stringify(saved));
  } catch {
    // Quota exceeded or storage disabled: the list is still on screen, only the offline copy is lost.
  }
}

/** The unpaid list saved for `userId`, or null when there is none or it belongs to someone else. */
export function loadNotPaid(storage: Storage, userId: string): { notPaid: FineDto[]; at: number } | null {
  try {
    const saved = JSON.parse(storage.getItem(SAVED_UNPAID_KEY) ?? 'null') as SavedNotPaid | null;
    if (!saved || saved.userId !== userId || !Array.isArray(saved.fines) || typeof saved.savedAt !== 'number') return null;
    return { notPaid: saved.fines, at: saved.savedAt };
  } catch {
    return null;
  }
}

/** Removes the saved list (on sign-out, so fines do not stay on a shared computer). */
export function clearSavedNotPaid(storage: Storage): void {
  try {
    storage.removeItem(SAVED_UNPAID_KEY);
  } catch {
    // Storage disabled: there is nothing saved to remove.
  }
}
