import * as z from 'zod/mini';
import ru from 'zod/v4/locales/ru.js';

let installed = false;

/**
 * Makes every message zod writes itself Russian: zod's Russian locale, and plainer texts for the
 * two cases a person can meet — a missing or wrongly typed field and a value outside a fixed set.
 * Our schemas give their own messages; this is the floor under them. Idempotent. The locale is
 * imported alone: zod's `locales` namespace would bring every language into the browser.
 */
export function installRussianMessages(): void {
  if (installed) return;
  installed = true;
  z.config(ru());
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
