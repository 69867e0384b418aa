'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from './spinner';
import { useScriptsRunning } from './use-scripts-running';

interface BusyButtonProps {
  busy: boolean;
  /** Announced politely while busy («Проверяем данные…»). */
  busyText: string;
  children: ReactNode;
  /** Report clicks under this button name (usage tracking, lib/contract/tracking.ts BUTTONS). */
  track?: string;
  /** The form also posts to a server route (the home check's /check): usable before the scripts run. */
  worksWithoutScripts?: boolean;
  /** What the form needs the scripts for, said with JavaScript off (MSG_SCRIPTS_NEEDED by default). */
  scriptsNeeded?: string;
}

/** Said under a form that cannot work with JavaScript off (its button stays disabled then). */
export const MSG_SCRIPTS_NEEDED = 'Чтобы отправить форму, включите JavaScript в браузере';

/** The note beside a setting that is saved by the page's scripts (a switch saved on change). */
export const MSG_SCRIPTS_NEEDED_TO_CHANGE = 'Чтобы изменить настройку, включите JavaScript в браузере';

/** The note over a list whose cards have «Выбрать для оплаты»: ticking and paying by card run in the page's scripts. */
export const MSG_SCRIPTS_NEEDED_TO_PAY = 'Чтобы выбрать штрафы и оплатить их картой, включите JavaScript в браузере';

/** Under «Загрузить» of a fleet's vehicle import: the file is read in the browser. */
export const MSG_SCRIPTS_NEEDED_TO_UPLOAD = 'Чтобы загрузить файл, включите JavaScript в браузере';

/** Under «Оплатить» of /prepayment: the card is entered on the payment page, which the scripts open. */
export const MSG_SCRIPTS_NEEDED_TO_PAY_BY_CARD = 'Чтобы оплатить картой, включите JavaScript в браузере';

/** The note beside «Повторить» of a failed lookup: without scripts the page looks again by itself a minute later. */
export const MSG_SCRIPTS_NEEDED_TO_RETRY =
  'Чтобы повторить проверку сейчас, включите JavaScript в браузере — или обновите страницу через минуту';

/**
 * The note for a browser with JavaScript off (`message`, the form's by default); a browser running
 * scripts never shows it.
 */
export function ScriptsNeeded({ message = MSG_SCRIPTS_NEEDED }: { message?: string }) {
  return (
    <noscript>
      <p className="muted" style={{ marginTop: '0.5rem' }}>
        {message}
      </p>
    </noscript>
  );
}

/**
 * A submit button's `onMouseDown`: the field being typed in keeps the focus until the click. Else
 * the field's blur shows its error first (forms check a field when it is left), the button moves
 * down under the new message before the mouse is released, and the click — never completed on the
 * button — sends nothing and moves focus nowhere. The submit then checks every field and focuses the
 * first wrong one. Keyboard and touch presses are not affected.
 */
export function keepFocusInField(event: MouseEvent<HTMLButtonElement>): void {
  if (event.button === 0) event.preventDefault();
}

/**
 * A form's submit button that stays focusable while the request runs: `aria-disabled` instead of
 * `disabled` (a disabled button drops keyboard focus to <body>), a spinner and the busy text, and
 * a second press is ignored by the form (its submit handler checks `busy`). Until the page's scripts
 * run it is disabled, unless the form works without them: a press would post the form to the page
 * itself and lose what was typed.
 */
export function BusyButton({ busy, busyText, children, track, worksWithoutScripts = false, scriptsNeeded }: BusyButtonProps) {
  const scriptsRunning = useScriptsRunning();
  return (
    <div>
      <button
        type="submit"
        className="button button--block"
        disabled={!scriptsRunning && !worksWithoutScripts}
        aria-disabled={busy || undefined}
        data-track-button={track}
        onMouseDown={keepFocusInField}
      >
        {busy && <Spinner />}
        {children}
      </button>
      <span className="visually-hidden" role="status">
        {busy ? busyText : ''}
      </span>
      {!worksWithoutScripts && <ScriptsNeeded message={scriptsNeeded} />}
    </div>
  );
}
