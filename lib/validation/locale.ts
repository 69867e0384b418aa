import { z } from 'zod';

let installed = false;

/**
 * Makes every message zod writes itself Russian: zod's Russian locale, and plainer texts for the
 * two cases a person can meet — a missing or wrongly typed field and a value outside a fixed set.
 * Our schemas give their own messages; this is the floor under them. Idempotent.
 */
export function installRussianMessages(): void {
  if (installed) return;
  installed = true;
  z.config(z.locales.ru());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type') return issue.input === undefined ? 'Заполните поле' : 'Неверный формат значения';
      if (issue.code === 'invalid_value') {
        return `Выберите одно из значений: ${issue.values.map((v) => String(v)).join(', ')}`;
      }
      return undefined;
    },
  });
}
