import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMask, IMaskInput } from 'react-imask';
import { describe, expect, it } from 'vitest';
import {
  birthDateMask,
  driverLicenseMask,
  innMask,
  type PatternMaskOptions,
  plateNumberMask,
  regionMask,
  stsMask,
  uinMask,
  withPlainWidth,
} from '@/lib/domain/masks';

/** Value the mask shows after `typed` is pasted, and whether it is complete. */
function apply(opts: PatternMaskOptions, typed: string): [string, boolean] {
  const masked = IMask.createMask({ ...opts });
  masked.resolve(typed);
  return [masked.value, masked.isComplete];
}

describe('input masks (spec §5)', () => {
  it('СТС: digits, a series of digits or letters, Latin twins to Cyrillic', () => {
    expect(apply(stsMask, '9904449114')).toEqual(['99 04 449114', true]);
    expect(apply(stsMask, '77ab123456')).toEqual(['77 АВ 123456', true]);
    expect(apply(stsMask, '77 аб 123456')).toEqual(['77 АБ 123456', true]);
    expect(apply(stsMask, 'ab')).toEqual(['', false]);
  });

  it('full-width digits and letters become ordinary ones as MaskedInput attaches the masks', () => {
    const plain = (opts: PatternMaskOptions) => ({ ...opts, prepareChar: withPlainWidth(opts.prepareChar) });
    expect(apply(plain(innMask), '１２３４５６７８９０１２')).toEqual(['123456789012', true]);
    expect(apply(innMask, '１２３４５６７８９０１２')).toEqual(['', false]);
    expect(apply(plain(stsMask), '７７ＡＢ１２３４５６')).toEqual(['77 АВ 123456', true]);
  });

  it('ВУ has the same shape', () => {
    expect(apply(driverLicenseMask, '9912345678')).toEqual(['99 12 345678', true]);
    expect(apply(driverLicenseMask, '77ak123456')).toEqual(['77 АК 123456', true]);
  });

  it('plate number: plate letters only, Latin twins converted', () => {
    expect(apply(plateNumberMask, 'a123bc')).toEqual(['А123ВС', true]);
    expect(apply(plateNumberMask, 'х001хх')).toEqual(['Х001ХХ', true]);
    expect(apply(plateNumberMask, 'б')).toEqual(['', false]);
    expect(apply(plateNumberMask, 'z')).toEqual(['', false]);
  });

  it('region: 2 or 3 digits', () => {
    expect(apply(regionMask, '7')).toEqual(['7', false]);
    expect(apply(regionMask, '77')).toEqual(['77', true]);
    expect(apply(regionMask, '7777')).toEqual(['777', true]);
  });

  it('ИНН: 10 to 12 digits', () => {
    expect(apply(innMask, '770708389')).toEqual(['770708389', false]);
    expect(apply(innMask, '7707083893')).toEqual(['7707083893', true]);
    expect(apply(innMask, '5001007322591')).toEqual(['500100732259', true]);
  });

  it('УИН: 20 to 25 digits', () => {
    expect(apply(uinMask, '18810142200817004923')).toEqual(['18810142200817004923', true]);
    expect(apply(uinMask, '1'.repeat(30))[0]).toHaveLength(25);
    expect(apply(uinMask, '1881a')[0]).toBe('1881');
  });

  it('date of birth: 00.00.0000', () => {
    expect(apply(birthDateMask, '01021990')).toEqual(['01.02.1990', true]);
  });

  it('spreads onto IMaskInput and converts as the person types', async () => {
    render(<IMaskInput {...plateNumberMask} aria-label="Госномер" />);
    const input = screen.getByLabelText<HTMLInputElement>('Госномер');
    await userEvent.type(input, 'a123bc');
    expect(input.value).toBe('А123ВС');
  });
});
