import { describe, expect, it } from 'vitest';
import {
  explainDocumentChar,
  explainPlateChar,
  rejectedCharExplainer,
  plateNumberMask,
  regionMask,
  stsMask,
} from '@/lib/domain/masks';
import { MSG_REGION_INVALID } from '@/lib/domain/messages';
import { fineCheckForm, plateRegion } from '@/lib/validation/sts';

const messageOf = (region: string) => {
  const result = plateRegion.safeParse(region);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('region messages', () => {
  it('names a two- or three-digit code that is not issued instead of asking for 2 or 3 digits', () => {
    expect(messageOf('20')).toBe('Региона с кодом 20 нет');
    expect(messageOf('91')).toBe('Региона с кодом 91 нет');
    expect(messageOf('120')).toBe('Региона с кодом 120 нет');
    expect(messageOf('00')).toBe('Региона с кодом 00 нет');
  });

  it('asks for 2 or 3 digits when the shape is wrong, and accepts real codes', () => {
    expect(messageOf('7')).toBe(MSG_REGION_INVALID);
    expect(messageOf('')).toBe(MSG_REGION_INVALID);
    expect(messageOf('77')).toBeNull();
    expect(messageOf('777')).toBeNull();
  });

  it('reaches the check form schema the API and the form share', () => {
    const result = fineCheckForm.safeParse({ sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '20' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['vehiclePlateRegion', 'Региона с кодом 20 нет']]);
  });

  it('reads full-width digits and letters in every field of the check form (one keyboard types all three)', () => {
    const result = fineCheckForm.safeParse({
      sts: '９９００１２３４５６',
      vehiclePlateNumber: 'А１２３ВС',
      vehiclePlateRegion: '７７',
    });
    expect(result.success && result.data).toMatchObject({
      sts: '9900123456',
      vehiclePlateNumber: 'А123ВС',
      vehiclePlateRegion: '77',
    });
  });
});

describe('letters a mask refuses', () => {
  it('explains a Latin letter without a Cyrillic twin and any non-plate letter in a plate', () => {
    expect(explainPlateChar('Q')).toBe('Только буквы А В Е К М Н О Р С Т У Х');
    expect(explainPlateChar('q')).toBe('Только буквы А В Е К М Н О Р С Т У Х');
    expect(explainPlateChar('Ж')).toBe('Только буквы А В Е К М Н О Р С Т У Х');
    expect(explainPlateChar('a')).toBeNull();
    expect(explainPlateChar('К')).toBeNull();
    expect(explainPlateChar('5')).toBeNull();
  });

  it('explains a digit where a plate letter goes and a letter where a digit goes, by the position typed at', () => {
    const at = (position: number, length = position) => ({ position, length });
    expect(explainPlateChar('1', at(0))).toBe('Госномер начинается с буквы: А123ВС');
    expect(explainPlateChar('З', at(3))).toBe('После первой буквы — три цифры: А123ВС');
    expect(explainPlateChar('В', at(2))).toBe('После первой буквы — три цифры: А123ВС');
    expect(explainPlateChar('4', at(4))).toBe('После трёх цифр — две буквы: А123ВС');
    expect(explainPlateChar('Q', at(0))).toBe('Только буквы А В Е К М Н О Р С Т У Х');
    expect(explainPlateChar('1', at(1))).toBeNull();
    expect(explainPlateChar('b', at(4))).toBeNull();
    // A full number: the mask drops what comes for want of room, without a word, wherever the caret is.
    expect(explainPlateChar('1', at(6))).toBeNull();
    expect(explainPlateChar('5', at(0, 6))).toBeNull();
  });

  it('explains a Latin letter without a twin in a СТС or ВУ number, and nothing else', () => {
    expect(explainDocumentChar('Q')).toBe('Только цифры и русские буквы');
    expect(explainDocumentChar('B')).toBeNull();
    expect(explainDocumentChar('Ж')).toBeNull();
    expect(explainDocumentChar('1')).toBeNull();
  });

  it('belongs to the plate and document masks, not to masks of digits', () => {
    expect(rejectedCharExplainer(plateNumberMask)).toBe(explainPlateChar);
    expect(rejectedCharExplainer(stsMask)).toBe(explainDocumentChar);
    expect(rejectedCharExplainer(regionMask)).toBeUndefined();
  });
});
