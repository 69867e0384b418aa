import 'server-only';
import { formatDateRu } from '@/lib/domain/dates';
import { discountedView } from '@/lib/domain/fine-terms';
import type { FineStatus } from '@/lib/domain/fine-status';
import { MSG_FINE_NO_ARTICLE } from '@/lib/domain/messages';
import { formatRubles } from '@/lib/domain/money';
import { absoluteUrl, layoutMail } from '@/lib/server/mail/templates';
import type { Mail } from '@/lib/server/mail/queue';
import type { ChargeToNotify } from './queries';

/** Charges named one by one; the rest are counted, so a huge first refresh still gives a readable mail. */
export const MAIL_CHARGES_SHOWN = 20;
/** Where the mail leads: the fines list page. */
export const FINES_LIST_PATH = '/fines/list';

/** Russian noun form for `n`: 1 штраф, 2 штрафа, 5 штрафов (11–14 take the third form). */
function plural(n: number, one: string, few: string, many: string): string {
  const mod100 = n % 100;
  const mod10 = n % 10;
  if (mod100 >= 11 && mod100 <= 14) return many;
  if (mod10 === 1) return one;
  return mod10 >= 2 && mod10 <= 4 ? few : many;
}

// `; со скидкой 25 % — 562,50 ₽ до 26.05.2025` while the charge's own discount is open on `today`, else ''.
function discountTail(c: ChargeToNotify, today: string): string {
  if (!c.discountPercent || !c.discountUntil) return '';
  const discount = { percent: c.discountPercent, until: c.discountUntil };
  const view = discountedView({ status: c.status as FineStatus, amountKopeks: c.amountKopeks, discount }, today);
  return view ? `; со скидкой ${view.percent} % — ${formatRubles(view.amountKopeks)} до ${formatDateRu(view.until)}` : '';
}

/** One line of the mail: what the charge is, its date and amount in rubles (`1 500,00 ₽`). */
function describe(c: ChargeToNotify, today: string): string {
  const dated = `от ${formatDateRu(c.billDate)} — ${formatRubles(c.amountKopeks)}`;
  if (c.kind === 'order') return `Исполнительное производство ФССП${c.caseNumber ? ` № ${c.caseNumber}` : ''} ${dated}`;
  if (c.kind === 'tax') return `${c.purpose}, начислено ${formatDateRu(c.billDate)} — ${formatRubles(c.amountKopeks)}`;
  const what = c.article ? `Штраф по ст. ${c.article} КоАП РФ` : `Штраф (${MSG_FINE_NO_ARTICLE.toLowerCase()})`;
  return `${what} ${dated}${discountTail(c, today)}`;
}

/** An organization whose fleet the mail is about: its id (for the fleet page's address) and name. */
export interface FleetOfMail {
  id: number;
  name: string;
}

/**
 * The new-charges mail (kind `new-fine`): names each new charge — КоАП article, ordinance date and
 * amount for fines, purpose for tax debts, case number for bailiff orders — with a link to the fines
 * list. `charges` must not be empty; `today` is `YYYY-MM-DD` in Moscow (decides whether a discount
 * is still open). `unsubscribe`: this mail's one-click unsubscribe links (`issueUnsubscribe`).
 * `fleet`: the charges are an organization's (a legal entity, spec §6): the mail names it, each
 * fine starts with its vehicle's plate, and the link leads to the organization's fleet page.
 */
export function newChargesMail(
  to: string,
  charges: readonly ChargeToNotify[],
  today: string,
  unsubscribe: { pageUrl: string; oneClickUrl: string },
  fleet?: FleetOfMail,
): Mail {
  const n = charges.length;
  const onlyFines = charges.every((c) => c.kind === 'fine');
  const noun = onlyFines
    ? plural(n, 'новый штраф', 'новых штрафа', 'новых штрафов')
    : plural(n, 'новое начисление', 'новых начисления', 'новых начислений');
  const heading = fleet ? `${fleet.name}: ${n} ${noun}` : `У вас ${n} ${noun}`;
  const lines = charges
    .slice(0, MAIL_CHARGES_SHOWN)
    .map((c) => (fleet && c.vehiclePlate ? `${c.vehiclePlate}: ${describe(c, today)}` : describe(c, today)));
  const rest = n - lines.length;
  return layoutMail({
    to,
    kind: 'new-fine',
    subject: heading,
    heading,
    paragraphs: [
      fleet
        ? `При очередной проверке организации в ГИС ГМП мы нашли:`
        : 'При очередной проверке ваших документов в ГИС ГМП мы нашли:',
      ...lines,
      ...(rest > 0 ? [`…и ещё ${rest} — полный список на сайте.`] : []),
    ],
    action: fleet
      ? { label: 'Открыть штрафы организации', url: absoluteUrl(`/fines/list/organization/${fleet.id}`) }
      : { label: 'Открыть список штрафов', url: absoluteUrl(FINES_LIST_PATH) },
    footnote:
      'Вы получили это письмо, потому что включили уведомления о новых штрафах. Отключить их можно в личном кабинете или по ссылке ниже.',
    unsubscribe,
  });
}
