import { describe, expect, it } from 'vitest';
import { MSG_PLATE_INVALID, MSG_STS_INVALID } from '@/lib/domain/messages';
import { parseStsImport } from '@/components/documents/parse-sts-import';

describe('parseStsImport', () => {
  it('reads «СТС; госномер; регион» per line, the last two optional, normalized as the server does', () => {
    const text = ['99 04 449114; a123bc; 77', '', '77ab123456', '  7701 123456 ; Х001ХХ ;  ', '5050123456\tВ777ОР\t150'].join(
      '\n',
    );
    expect(parseStsImport(text)).toEqual({
      items: [
        { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' },
        { sts: '77АВ123456' },
        { sts: '7701123456', vehiclePlateNumber: 'Х001ХХ' },
        { sts: '5050123456', vehiclePlateNumber: 'В777ОР', vehiclePlateRegion: '150' },
      ].map((item) => expect.objectContaining(item)),
      lineErrors: [],
      listError: null,
    });
    // Optional parts not given stay undefined, so JSON leaves them out.
    expect(JSON.stringify(parseStsImport('77ab123456').items)).toBe('[{"sts":"77АВ123456"}]');
  });

  it('splits a region written together with the plate', () => {
    expect(parseStsImport('9904449114; А123ВС777').items).toEqual([
      { sts: '9904449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '777' },
    ]);
    expect(parseStsImport('9904449114; А123ВС 77').items[0]?.vehiclePlateRegion).toBe('77');
  });

  it('reports each wrong field with its line number (blank lines counted) and the shared messages', () => {
    const text = ['9904449114', '', '99044; А12; 20', '9904449114; Б123ВС', '1;2;3;4'].join('\r\n');
    expect(parseStsImport(text).lineErrors).toEqual([
      { line: 3, message: MSG_STS_INVALID },
      { line: 3, message: MSG_PLATE_INVALID },
      { line: 3, message: 'Региона с кодом 20 нет' },
      { line: 4, message: MSG_PLATE_INVALID },
      { line: 5, message: 'Лишние части: нужно «СТС; госномер; регион»' },
    ]);
  });

  it('checks the list as a whole with the import schema: not empty, at most 50', () => {
    expect(parseStsImport(' \n\n').listError).toBe('Список СТС пуст');
    const lines = Array.from({ length: 51 }, (_, i) => String(i + 1).padStart(10, '0'));
    expect(parseStsImport(lines.join('\n')).listError).toBe('Можно добавить не больше 50 СТС');
    expect(parseStsImport(lines.slice(0, 50).join('\n')).listError).toBeNull();
  });
});
