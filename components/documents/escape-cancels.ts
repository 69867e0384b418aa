import type { KeyboardEvent } from 'react';

/**
 * The keydown handler of a panel that Escape closes: calls `onCancel`, unless a save or removal
 * is under way, since closing then would hide how it ended.
 */
export function escapeCancels(pending: boolean, onCancel: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.preventDefault();
      onCancel();
    }
  };
}
