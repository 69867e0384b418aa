import { describe, expect, it } from 'vitest';
import { isCheckComplete, isListBehind, newerList } from '@/components/fines/check-state';
import { documentLabel, sourceLabels } from '@/components/fines/document-label';
import { listViewHref, parseListView } from '@/components/fines/list-filter';
import { buildCheck, buildList } from './helpers';

describe('check state', () => {
  it('is complete only when no document is pending', () => {
    expect(isCheckComplete([buildCheck(), buildCheck({ id: 2, state: 'failed' })])).toBe(true);
    expect(isCheckComplete([buildCheck(), buildCheck({ id: 2, state: 'pending' })])).toBe(false);
  });

  it('sees a list behind preload when a state changed or a document came or went', () => {
    const list = buildList({ documents: [buildCheck({ state: 'pending', checkedAt: null })] });
    expect(isListBehind(list, [buildCheck({ state: 'pending', checkedAt: null })])).toBe(false);
    expect(isListBehind(list, [buildCheck()])).toBe(true);
    expect(isListBehind(list, [buildCheck({ state: 'pending', checkedAt: null }), buildCheck({ id: 2 })])).toBe(true);
    expect(isListBehind(list, [])).toBe(true);
  });

  it('shows the server-rendered list until the cache has one fetched after the view mounted', () => {
    const rendered = buildList();
    const cached = buildList();
    expect(newerList(rendered, cached, 1_000, 2_000)).toBe(rendered);
    expect(newerList(rendered, cached, 3_000, 2_000)).toBe(cached);
    expect(newerList(undefined, cached, 1_000, 2_000)).toBe(cached);
    expect(newerList(rendered, undefined, 0, 2_000)).toBe(rendered);
  });
});

describe('document labels', () => {
  it('uses the person’s name, else the plate and СТС, else the type and number', () => {
    expect(documentLabel(buildCheck({ title: 'Моя машина' }))).toBe('Моя машина');
    expect(documentLabel(buildCheck())).toBe('А123ВС 77, СТС 99 04 449114');
    expect(documentLabel(buildCheck({ plateNumber: null, plateRegion: null }))).toBe('СТС 99 04 449114');
    expect(documentLabel(buildCheck({ type: 'inn', number: '7707083893', plateNumber: null }))).toBe('ИНН 7707083893');
    const docs = [buildCheck({ id: 1, title: 'A' }), buildCheck({ id: 2, title: 'B' })];
    expect(sourceLabels([2, 9], docs)).toEqual(['B']);
  });
});

describe('list view in the address', () => {
  it('reads and writes the filter and the tab, ignoring anything unknown', () => {
    expect(parseListView(new URLSearchParams('show=sts&document=12&tab=orders'))).toEqual({
      filter: { kind: 'sts', documentId: 12 },
      tab: 'orders',
    });
    expect(parseListView({ show: 'passport', document: '-1', tab: 'x' })).toEqual({
      filter: { kind: 'all', documentId: null },
      tab: 'unpaid',
    });
    expect(parseListView({ show: 'all', document: '3' }).filter).toEqual({ kind: 'all', documentId: null });
    expect(listViewHref({ filter: { kind: 'dl', documentId: 3 }, tab: 'paid' })).toBe('/fines/list?show=dl&document=3&tab=paid');
    expect(listViewHref({ filter: { kind: 'all', documentId: null }, tab: 'unpaid' })).toBe('/fines/list');
  });
});
