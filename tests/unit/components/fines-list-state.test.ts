import { describe, expect, it } from 'vitest';
import { arePagesComplete, isCheckComplete, isListBehind } from '@/components/fines/check-state';
import { chargeHref, chargesListHref, paymentListLink } from '@/components/fines/charge-href';
import { documentLabel, sourceLabels } from '@/components/fines/document-label';
import { chooseDocuments, chooseTab, sameAddress } from '@/components/fines/list-address';
import { parseListAddress } from '@/lib/validation/charge-list';
import { DEFAULT_LIST_ADDRESS, listAddressHref } from '@/lib/domain/charge-list-address';
import { buildCheck, buildPage } from './helpers';

describe('check state', () => {
  it('is complete only when no document is pending, on every page shown', () => {
    expect(isCheckComplete([buildCheck(), buildCheck({ id: 2, state: 'failed' })])).toBe(true);
    expect(isCheckComplete([buildCheck(), buildCheck({ id: 2, state: 'pending' })])).toBe(false);
    const done = buildPage();
    const early = buildPage({ documents: [buildCheck({ state: 'pending' })] });
    expect(arePagesComplete([done, done])).toBe(true);
    // A page read while a lookup ran may lack its results, whatever later pages say.
    expect(arePagesComplete([early, done])).toBe(false);
    expect(arePagesComplete([])).toBe(false);
  });

  it('sees a list behind preload when a state changed or a document came or went', () => {
    const shown = [buildCheck({ state: 'pending', checkedAt: null })];
    expect(isListBehind(shown, [buildCheck({ state: 'pending', checkedAt: null })])).toBe(false);
    expect(isListBehind(shown, [buildCheck()])).toBe(true);
    expect(isListBehind(shown, [buildCheck({ state: 'pending', checkedAt: null }), buildCheck({ id: 2 })])).toBe(true);
    expect(isListBehind(shown, [])).toBe(true);
  });
});

describe('document labels and charge pages', () => {
  it('uses the person’s name, else the plate and СТС, else the kind and number', () => {
    expect(documentLabel(buildCheck({ title: 'Моя машина' }))).toBe('Моя машина');
    expect(documentLabel(buildCheck())).toBe('А123ВС 77, СТС 99 04 449114');
    expect(documentLabel(buildCheck({ plateNumber: null, plateRegion: null }))).toBe('СТС 99 04 449114');
    expect(documentLabel(buildCheck({ type: 'inn', number: '7707083893', plateNumber: null }))).toBe('ИНН 7707083893');
    expect(documentLabel(buildCheck({ type: 'driverLicense', number: '9900100100', plateNumber: null }))).toBe('ВУ 99 00 100100');
    const docs = [buildCheck({ id: 1, title: 'A' }), buildCheck({ id: 2, title: 'B' })];
    expect(sourceLabels([2, 9], docs)).toEqual(['B']);
  });

  it('links each kind of charge to its own page', () => {
    expect(chargeHref({ id: 7, kind: 'fine' })).toBe('/fines/list/fine/7');
    expect(chargeHref({ id: 8, kind: 'order' })).toBe('/fines/list/order/8');
    expect(chargeHref({ id: 9, kind: 'tax' })).toBe('/taxes/list/9');
    expect(chargeHref({ id: 8, kind: 'order' }, 3)).toBe('/fines/list/organization/3/order/8');
  });

  it('leads back to the person’s list, or to the fleet page of an organization’s payment', () => {
    expect(chargesListHref(null)).toBe('/fines/list');
    expect(chargesListHref(undefined)).toBe('/fines/list');
    expect(chargesListHref(3)).toBe('/fines/list/organization/3');
  });
});

describe('list view in the address', () => {
  it('reads and writes the documents, the tab and the page, ignoring anything unknown', () => {
    expect(parseListAddress(new URLSearchParams('show=sts&document=12&tab=orders&cursor=abc'))).toEqual({
      show: 'sts',
      document: 12,
      tab: 'orders',
      cursor: 'abc',
    });
    expect(parseListAddress({ show: 'passport', document: '-1', tab: 'x', cursor: '' })).toEqual(DEFAULT_LIST_ADDRESS);
    expect(parseListAddress({ show: 'all', document: '3' }).document).toBeNull();
    expect(parseListAddress({ show: ['dl', 'sts'], document: '3' })).toMatchObject({ show: 'dl', document: 3 });
    expect(listAddressHref({ show: 'dl', document: 3, tab: 'paid', cursor: null }, '/fines/list')).toBe(
      '/fines/list?show=dl&document=3&tab=paid',
    );
    expect(listAddressHref({ ...DEFAULT_LIST_ADDRESS, cursor: 'a+b/c' }, '/profile')).toBe('/profile?cursor=a%2Bb%2Fc');
    expect(listAddressHref(DEFAULT_LIST_ADDRESS, '/fines/list')).toBe('/fines/list');
  });

  it('starts the list from its first page whenever the documents or the tab change', () => {
    const deep = { show: 'sts', document: 4, tab: 'paid', cursor: 'c' } as const;
    expect(chooseDocuments(deep, 'dl')).toEqual({ show: 'dl', document: null, tab: 'paid', cursor: null });
    expect(chooseDocuments(deep, 'all', 9)).toEqual({ show: 'all', document: null, tab: 'paid', cursor: null });
    expect(chooseTab(deep, 'orders')).toEqual({ show: 'sts', document: 4, tab: 'orders', cursor: null });
    expect(sameAddress(deep, { ...deep })).toBe(true);
    expect(sameAddress(deep, { ...deep, cursor: null })).toBe(false);
  });
});

describe('the way back from a payment’s result page', () => {
  it('goes to «Мои налоги» after taxes alone, else to the fines list or the fleet', () => {
    expect(paymentListLink(['tax', 'tax'])).toEqual({ href: '/taxes/list', label: 'К списку налогов' });
    expect(paymentListLink(['tax', 'fine'])).toEqual({ href: '/fines/list', label: 'К списку штрафов' });
    expect(paymentListLink(['fine'], 7)).toEqual({ href: '/fines/list/organization/7', label: 'К списку штрафов' });
    expect(paymentListLink(['tax'], 7)).toEqual({ href: '/fines/list/organization/7', label: 'К списку штрафов' });
  });
});
