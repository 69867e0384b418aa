import { describe, expect, it } from 'vitest';
import { isHeaderRow, readVehicleRow } from '@/lib/domain/vehicle-rows';

describe('a line of a vehicle list', () => {
  it('reads the four columns, normalizing numbers and the name', () => {
    expect(readVehicleRow(['99 04 449114', 'a123bc', '77', '  Иванов  Иван Иванович '])).toEqual({
      sts: '9904449114',
      plateNumber: 'А123ВС',
      plateRegion: '77',
      plate: 'А123ВС77',
      driver: 'Иванов Иван Иванович',
    });
  });

  it('takes the region from the plate when its column is empty, and no driver', () => {
    expect(readVehicleRow(['77АВ123456', 'М001ММ799', ''])).toMatchObject({
      plate: 'М001ММ799',
      plateRegion: '799',
      driver: null,
    });
  });

  it('names what is wrong', () => {
    expect(readVehicleRow(['', 'А123ВС', '77'])).toEqual({ problem: 'Не указан номер СТС' });
    expect(readVehicleRow(['12345', 'А123ВС', '77'])).toMatchObject({ problem: expect.stringMatching(/^СТС «12345»/) });
    expect(readVehicleRow(['9904449114', 'Q123ВС', '77'])).toMatchObject({ problem: expect.stringMatching(/^Госномер/) });
    expect(readVehicleRow(['9904449114', 'А123ВС', '20'])).toEqual({ problem: 'Региона с кодом 20 нет' });
    expect(readVehicleRow(['9904449114', 'А123ВС', '7'])).toMatchObject({ problem: expect.stringMatching(/^Регион «7»/) });
    // An empty region column blames the region, not the plate it was looked for in.
    expect(readVehicleRow(['9904449114', 'А123ВС', ''])).toEqual({
      problem: 'Не указан регион: код в третьем столбце или в конце госномера, например А123ВС77',
    });
    expect(readVehicleRow(['9904449114', 'А123ВС', '77', 'Ivanov Ivan'])).toEqual({
      problem: 'Водитель — фамилия, имя и, если есть, отчество русскими буквами',
    });
    expect(readVehicleRow(['9904449114', 'А123ВС', '77', 'Иванов'])).toMatchObject({
      problem: expect.stringMatching(/^Водитель/),
    });
  });

  it('names a cell with control characters without echoing them, cut short', () => {
    expect(readVehicleRow(['99\u000004\u0007449114', 'А123ВС', '77'])).toEqual({
      problem: 'СТС «99\uFFFD04\uFFFD449114» — 10 знаков: 2 цифры, 2 цифры или буквы, 6 цифр',
    });
    expect(readVehicleRow(['9904449114', `А1\n${'Х'.repeat(40)}`, '77'])).toEqual({
      problem: `Госномер «А1\uFFFD${'Х'.repeat(17)}» — буква, 3 цифры, 2 буквы, например А123ВС`,
    });
    // An invisible character would make the number in the message look right.
    expect(readVehicleRow(['77001\u200b23480', 'А123ВС', '77'])).toEqual({
      problem: 'СТС «77001\uFFFD23480» — 10 знаков: 2 цифры, 2 цифры или буквы, 6 цифр',
    });
  });

  it('takes a driver without a patronymic', () => {
    expect(readVehicleRow(['9904449114', 'А123ВС', '77', 'Ким Анна'])).toMatchObject({ driver: 'Ким Анна' });
  });

  it('tells a header from data', () => {
    expect(isHeaderRow(['СТС', 'Госномер', 'Регион', 'Водитель'])).toBe(true);
    expect(isHeaderRow(['9904449114', 'А123ВС', '77'])).toBe(false);
  });
});
