import { badgeCount, type FinesSummary } from './summary';

/** The toolbar badge: text (at most 4 characters fit), its colour and the icon's tooltip. */
export interface Badge {
  text: string;
  color: string;
  title: string;
}

/** The site's colours (app/globals.css): primary blue, danger red, muted grey. */
export const BADGE_COLORS = { normal: '#1d4ed8', overdue: '#b42318', problem: '#4b5563' } as const;

const TITLE = 'Штрафы';

/** «3 неоплаченных штрафа» with the Russian plural of `n`. */
export function unpaidPhrase(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const one = mod10 === 1 && mod100 !== 11;
  const few = mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14);
  return `${n} ${one ? 'неоплаченный штраф' : few ? 'неоплаченных штрафа' : 'неоплаченных штрафов'}`;
}

/**
 * The badge for the extension's state: nothing while signed out; the number of unpaid charges, the
 * person's and their organizations' (red when any is overdue or with the bailiffs, «99+» above 99, nothing at zero); «!» in grey
 * when the last check failed and nothing is known yet.
 */
export function badgeFor(state: { signedIn: boolean; summary: FinesSummary | null; failed: boolean }): Badge {
  if (!state.signedIn) return { text: '', color: BADGE_COLORS.normal, title: `${TITLE}: войдите через сайт` };
  const { summary } = state;
  if (!summary) {
    return state.failed
      ? { text: '!', color: BADGE_COLORS.problem, title: `${TITLE}: не удалось проверить штрафы` }
      : { text: '', color: BADGE_COLORS.normal, title: `${TITLE}: проверяем…` };
  }
  const n = badgeCount(summary);
  if (n === 0) {
    // No document and no organization: nothing was checked, so nothing can be called paid.
    const nothingToCheck = summary.documents === 0 && !summary.organizations?.length;
    const title = nothingToCheck ? 'добавьте документы на сайте' : 'неоплаченных штрафов нет';
    return { text: '', color: BADGE_COLORS.normal, title: `${TITLE}: ${title}` };
  }
  const ordersOwed = (summary.organizations ?? []).some((org) => org.ordersOwed > 0);
  return {
    text: n > 99 ? '99+' : String(n),
    color: summary.anyOverdue || ordersOwed ? BADGE_COLORS.overdue : BADGE_COLORS.normal,
    title: `${TITLE}: ${unpaidPhrase(n)}`,
  };
}
