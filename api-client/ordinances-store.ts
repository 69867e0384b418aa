import { useSyncExternalStore } from 'react';
import type { FineDto } from '@/lib/contract/fines';
import { dayjsRu } from '@/lib/domain/dates';
import { groupFines } from '@/lib/domain/fine-status';
import { isJustNow } from '@/lib/domain/limits';
import { readAuth } from './auth-storage';
import { loadNotPaid, saveNotPaid } from './ordinances-saved';

/**
 * The ordinances (fines) store of spec §3: the unpaid and closed lists, when they were last
 * updated, whether a refresh is running, and which documents the person filters by. Pure reducer
 * functions below; `useOrdinances` shares one store per tab through useSyncExternalStore.
 */

/** Filter kinds: every fine, or those found by a СТС, a ВУ or an ИНН. */
export type SortIdentifier = 'all' | 'sts' | 'dl' | 'inn';
/** A filter kind that names a document type. */
export type DocumentSortIdentifier = Exclude<SortIdentifier, 'all'>;

/** The chosen document per filter kind (null: every document of that kind). */
export interface SortIdentifiers {
  all: null;
  sts: number | null;
  dl: number | null;
  inn: number | null;
}

/** State of the ordinances store. */
export interface OrdinancesState {
  isBusy: boolean;
  /** Epoch milliseconds of the data shown, null before any arrived. */
  lastUpdatedTimestamp: number | null;
  sortIdentifier: SortIdentifier;
  sortIdentifiers: SortIdentifiers;
  /** Unpaid group: `notpaid` and `in_progress` (spec §4). */
  notPaid: FineDto[];
  /** Paid group: `paid` and `closed`, without fines replaced by an order (spec §4). */
  closed: FineDto[];
}

/** Actions the reducer understands. */
export type OrdinancesAction =
  | { type: 'busy' }
  | { type: 'received'; fines: readonly FineDto[]; at: number }
  | { type: 'failed' }
  | { type: 'restored'; notPaid: FineDto[]; at: number }
  | { type: 'sortBy'; sortIdentifier: SortIdentifier }
  | { type: 'selectDocument'; sortIdentifier: DocumentSortIdentifier; id: number | null };

/** The state before anything is known: not busy, no lists, filter «all». */
export const INITIAL_ORDINANCES_STATE: OrdinancesState = Object.freeze({
  isBusy: false,
  lastUpdatedTimestamp: null,
  sortIdentifier: 'all',
  sortIdentifiers: Object.freeze({ all: null, sts: null, dl: null, inn: null }),
  notPaid: [],
  closed: [],
}) as OrdinancesState;

/** A refresh started. */
export function markBusy(state: OrdinancesState): OrdinancesState {
  return state.isBusy ? state : { ...state, isBusy: true };
}

/** A fresh list arrived at `at` (epoch ms): split into unpaid and closed, not busy any more. */
export function receiveFines(state: OrdinancesState, fines: readonly FineDto[], at: number): OrdinancesState {
  const { unpaid, paid } = groupFines(fines);
  return { ...state, isBusy: false, lastUpdatedTimestamp: at, notPaid: unpaid, closed: paid };
}

/** A refresh failed: the lists shown stay as they were. */
export function failRefresh(state: OrdinancesState): OrdinancesState {
  return state.isBusy ? { ...state, isBusy: false } : state;
}

/**
 * The unpaid list saved earlier, shown until fresh data arrives. It never replaces newer data,
 * and the closed list is left alone (only the unpaid one is saved).
 */
export function restoreNotPaid(state: OrdinancesState, notPaid: FineDto[], at: number): OrdinancesState {
  if (state.lastUpdatedTimestamp !== null && state.lastUpdatedTimestamp >= at) return state;
  return { ...state, lastUpdatedTimestamp: at, notPaid };
}

/** Filters by a kind; the document chosen earlier for that kind is remembered. */
export function sortBy(state: OrdinancesState, sortIdentifier: SortIdentifier): OrdinancesState {
  return state.sortIdentifier === sortIdentifier ? state : { ...state, sortIdentifier };
}

/** Filters by one document of a kind (`id`), or by every document of it (`null`), and selects that kind. */
export function selectDocument(
  state: OrdinancesState,
  sortIdentifier: DocumentSortIdentifier,
  id: number | null,
): OrdinancesState {
  return { ...state, sortIdentifier, sortIdentifiers: { ...state.sortIdentifiers, [sortIdentifier]: id } };
}

/** The reducer: one pure function per action. */
export function ordinancesReducer(state: OrdinancesState, action: OrdinancesAction): OrdinancesState {
  switch (action.type) {
    case 'busy':
      return markBusy(state);
    case 'received':
      return receiveFines(state, action.fines, action.at);
    case 'failed':
      return failRefresh(state);
    case 'restored':
      return restoreNotPaid(state, action.notPaid, action.at);
    case 'sortBy':
      return sortBy(state, action.sortIdentifier);
    case 'selectDocument':
      return selectDocument(state, action.sortIdentifier, action.id);
  }
}

/** «только что» for data younger than 60 s (spec §9), else «обновлено 14:32» (or with the date on another day). */
export function freshnessLabel(lastUpdatedTimestamp: number | null, now: number): string | null {
  if (lastUpdatedTimestamp === null) return null;
  if (isJustNow(lastUpdatedTimestamp, now)) return 'только что';
  const updated = dayjsRu(lastUpdatedTimestamp);
  return `обновлено ${updated.isSame(dayjsRu(now), 'day') ? updated.format('HH:mm') : updated.format('D MMMM в HH:mm')}`;
}

/** A store around the reducer: state, dispatch, subscribe; a received list is saved for the signed-in user. */
export interface OrdinancesStore {
  getState: () => OrdinancesState;
  dispatch: (action: OrdinancesAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a store; with `storage` it starts from the saved unpaid list and saves each received one. */
export function createOrdinancesStore(
  storage: Storage | null,
  userId: () => string | null = () => readAuth()?.userId ?? null,
): OrdinancesStore {
  let state = INITIAL_ORDINANCES_STATE;
  const listeners = new Set<() => void>();
  const owner = storage ? userId() : null;
  const saved = storage && owner ? loadNotPaid(storage, owner) : null;
  if (saved) state = restoreNotPaid(state, saved.notPaid, saved.at);
  return {
    getState: () => state,
    dispatch(action) {
      const next = ordinancesReducer(state, action);
      if (next === state) return;
      state = next;
      const current = userId();
      if (action.type === 'received' && storage && current) saveNotPaid(storage, current, state.notPaid, action.at);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let tabStore: OrdinancesStore | null = null;

/** The one store of this browser tab, created on first use (never on the server). */
export function getOrdinancesStore(): OrdinancesStore {
  tabStore ??= createOrdinancesStore(typeof window === 'undefined' ? null : window.localStorage);
  return tabStore;
}

/** Drops the tab's store, so the next use starts afresh from storage (tests; after a sign-out). */
export function resetOrdinancesStore(): void {
  tabStore = null;
}

const serverSnapshot = () => INITIAL_ORDINANCES_STATE;

/**
 * The tab's ordinances state and its dispatch. The server render and hydration see the initial
 * state (the saved list lives in the browser only), the browser's state follows right after.
 */
export function useOrdinances(): [OrdinancesState, OrdinancesStore['dispatch']] {
  const store = getOrdinancesStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
  return [state, store.dispatch];
}
