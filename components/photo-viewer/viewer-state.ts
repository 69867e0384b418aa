/**
 * The photo viewer modal as a state machine (spec §4 «Modal: open, page number, previous page
 * floors at 0, close removes it»): closed, or open at a page (0-based). Pure.
 */

/** Closed, or open at `page`. */
export type ViewerState = { open: false } | { open: true; page: number };

/** What can happen to the viewer; `count` is how many photos there are. */
export type ViewerAction =
  { type: 'open'; page: number; count: number } | { type: 'next'; count: number } | { type: 'previous' } | { type: 'close' };

/** The closed viewer. */
export const VIEWER_CLOSED: ViewerState = { open: false };

const clamp = (page: number, count: number): number => Math.min(Math.max(0, page), Math.max(0, count - 1));

/**
 * The next state: `open` at a page (kept within the photos); `next` stops at the last photo;
 * `previous` floors at 0 (spec §4); `close` removes the modal. Paging a closed viewer does nothing.
 */
export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'open':
      return { open: true, page: clamp(action.page, action.count) };
    case 'close':
      return VIEWER_CLOSED;
    case 'next':
      return state.open ? { open: true, page: clamp(state.page + 1, action.count) } : state;
    case 'previous':
      return state.open ? { open: true, page: Math.max(0, state.page - 1) } : state;
  }
}
