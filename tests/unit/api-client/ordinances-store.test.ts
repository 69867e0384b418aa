import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { clearSavedNotPaid, cutToSavedLimit, loadNotPaid, SAVED_UNPAID_KEY, saveNotPaid } from '@/api-client/ordinances-saved';
import {
  createOrdinancesStore,
  failRefresh,
  freshnessLabel,
  INITIAL_ORDINANCES_STATE,
  markBusy,
  ordinancesReducer,
  receiveFines,
  restoreNotPaid,
  selectDocument,
  sortBy,
} from '@/api-client/ordinances-store';
import { SAVED_UNPAID_LIMIT } from '@/lib/domain/limits';
import { buildFine } from '../components/helpers';

const AT = Date.parse('2025-05-01T10:00:00Z');

/** An in-memory Storage, so each test starts empty and can fail on purpose. */
function memoryStorage(failWrites = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

describe('ordinances store reducers', () => {
  it('starts idle, empty and unfiltered', () => {
    expect(INITIAL_ORDINANCES_STATE).toEqual({
      isBusy: false,
      lastUpdatedTimestamp: null,
      sortIdentifier: 'all',
      sortIdentifiers: { all: null, sts: null, dl: null, inn: null },
      notPaid: [],
      closed: [],
    });
  });

  it('splits a received list into unpaid and closed (spec §4) and stamps it', () => {
    const notpaid = buildFine({ status: 'notpaid' });
    const inProgress = buildFine({ status: 'in_progress' });
    const paid = buildFine({ status: 'paid' });
    const closed = buildFine({ status: 'closed' });
    const replaced = buildFine({ status: 'closed', hasOrder: true });
    const moved = buildFine({ status: 'moved-to-order', hasOrder: true });
    const state = receiveFines(markBusy(INITIAL_ORDINANCES_STATE), [notpaid, paid, inProgress, replaced, closed, moved], AT);
    expect(state.notPaid).toEqual([notpaid, inProgress]);
    expect(state.closed).toEqual([paid, closed]);
    expect(state.lastUpdatedTimestamp).toBe(AT);
    expect(state.isBusy).toBe(false);
  });

  it('is busy while refreshing; a failure keeps the lists', () => {
    const loaded = receiveFines(INITIAL_ORDINANCES_STATE, [buildFine()], AT);
    const busy = ordinancesReducer(loaded, { type: 'busy' });
    expect(busy.isBusy).toBe(true);
    expect(markBusy(busy)).toBe(busy);
    const failed = failRefresh(busy);
    expect(failed).toEqual({ ...loaded, isBusy: false });
    expect(failRefresh(failed)).toBe(failed);
  });

  it('remembers the chosen document per kind while switching kinds', () => {
    let state = selectDocument(INITIAL_ORDINANCES_STATE, 'sts', 12);
    expect(state.sortIdentifier).toBe('sts');
    state = sortBy(state, 'dl');
    state = selectDocument(state, 'dl', 30);
    state = sortBy(state, 'all');
    expect(state).toMatchObject({ sortIdentifier: 'all', sortIdentifiers: { all: null, sts: 12, dl: 30, inn: null } });
    state = sortBy(state, 'sts');
    expect(state.sortIdentifiers.sts).toBe(12);
    expect(selectDocument(state, 'sts', null).sortIdentifiers.sts).toBeNull();
    expect(sortBy(state, 'sts')).toBe(state);
  });

  it('restores a saved unpaid list only over older data', () => {
    const saved = [buildFine()];
    const restored = restoreNotPaid(INITIAL_ORDINANCES_STATE, saved, AT - 1000);
    expect(restored).toMatchObject({ notPaid: saved, lastUpdatedTimestamp: AT - 1000 });
    const fresh = receiveFines(INITIAL_ORDINANCES_STATE, [], AT);
    expect(restoreNotPaid(fresh, saved, AT - 1000)).toBe(fresh);
  });
});

describe('saved unpaid list (spec §9: at most 1000)', () => {
  it('cuts to the first 1000 in list order', () => {
    const fines = Array.from({ length: SAVED_UNPAID_LIMIT + 1 }, () => buildFine());
    const cut = cutToSavedLimit(fines);
    expect(cut).toHaveLength(1000);
    expect(cut[999]).toBe(fines[999]);
    expect(cutToSavedLimit(fines.slice(0, 3))).toHaveLength(3);
  });

  it('a received list is saved cut to 1000 under its key; the state keeps all of it', () => {
    const storage = memoryStorage();
    const store = createOrdinancesStore(storage, () => '7');
    const fines = Array.from({ length: 1001 }, () => buildFine({ status: 'notpaid' }));
    store.dispatch({ type: 'received', fines, at: AT });

    expect(store.getState().notPaid).toHaveLength(1001);
    const saved = JSON.parse(storage.getItem(SAVED_UNPAID_KEY) ?? 'null') as {
      userId: string;
      savedAt: number;
      fines: unknown[];
    };
    expect(saved.userId).toBe('7');
    expect(saved.savedAt).toBe(AT);
    expect(saved.fines).toHaveLength(1000);
  });

  it('a new store starts from the list saved for the same user, never another user’s', () => {
    const storage = memoryStorage();
    const fines = [buildFine(), buildFine()];
    saveNotPaid(storage, '7', fines, AT);
    expect(createOrdinancesStore(storage, () => '7').getState()).toMatchObject({ notPaid: fines, lastUpdatedTimestamp: AT });
    expect(createOrdinancesStore(storage, () => '8').getState()).toBe(INITIAL_ORDINANCES_STATE);
    expect(loadNotPaid(storage, '8')).toBeNull();
    clearSavedNotPaid(storage);
    expect(storage.getItem(SAVED_UNPAID_KEY)).toBeNull();
    storage.setItem(SAVED_UNPAID_KEY, '{broken');
    expect(loadNotPaid(storage, '7')).toBeNull();
  });

  it('a full storage only loses the copy', () => {
    const store = createOrdinancesStore(memoryStorage(true), () => '7');
    expect(() => store.dispatch({ type: 'received', fines: [buildFine()], at: AT })).not.toThrow();
    expect(store.getState().notPaid).toHaveLength(1);
  });

  it('tells subscribers about changes, not about no-ops', () => {
    const store = createOrdinancesStore(null);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.dispatch({ type: 'sortBy', sortIdentifier: 'inn' });
    store.dispatch({ type: 'sortBy', sortIdentifier: 'inn' });
    unsubscribe();
    store.dispatch({ type: 'sortBy', sortIdentifier: 'all' });
    expect(calls).toBe(1);
  });
});

describe('freshnessLabel (spec §9: «только что» under 60 s)', () => {
  it('says «только что» up to 59.999 s and «обновлено {time}» from 60 s', () => {
    expect(freshnessLabel(AT, AT)).toBe('только что');
    expect(freshnessLabel(AT, AT + 59_999)).toBe('только что');
    expect(freshnessLabel(AT, AT + 60_000)).toBe(`обновлено ${dayjs(AT).format('HH:mm')}`);
  });

  it('adds the date for another day, and has nothing to say before any data', () => {
    const nextWeek = AT + 7 * 86_400_000;
    expect(freshnessLabel(AT, nextWeek)).toMatch(/^обновлено 1 мая в \d\d:\d\d$/);
    expect(freshnessLabel(null, AT)).toBeNull();
  });
});
