'use client';

import { useId, useRef, useState } from 'react';
import { ApiError } from '@/api-client/client';
import { useNotifyEmail, useSaveNotifyEmail, type NotifyEmailChoice } from '@/api-client/notify-email';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { useFocusLater } from '@/components/documents/use-focus-later';
import { ConfirmPending } from './confirm-pending';
import { NotifyEmailForm } from './notify-email-form';
import { NotifySwitch } from './notify-switch';
import styles from './notifications.module.css';

/**
 * Where new-fine mails go and whether they are sent. Before an address is set: a form with the
 * address (the account's sign-in e-mail offered, which needs no confirmation) and the switch. After: the address with «Изменить e-mail» (or, until its owner follows
 * the mailed link, «Подтвердите адрес…» with a resend button), and a switch that saves at once
 * (`doNotify` 1 or 0), showing the new state while saving and going back if it fails.
 */
export function NotifyEmailSettings({
  initial,
  accountEmail,
}: {
  initial?: NotifyEmailDto | null;
  /** The account's verified sign-in e-mail, offered before an address is set (saved confirmed at once). */
  accountEmail?: string | null;
}) {
  const headingId = useId();
  const explainId = useId();
  const query = useNotifyEmail(initial);
  const save = useSaveNotifyEmail();
  const [editing, setEditing] = useState(false);
  // `shown: false`: announced to screen readers only, because the page already shows it (the confirm notice).
  const [status, setStatusState] = useState({ text: '', shown: true });
  const setStatus = (text: string, shown = true) => setStatusState({ text, shown });
  const [switchError, setSwitchError] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  // «Изменить e-mail» opens a form in place: nothing to press before the page's scripts run (the switch says why).
  const scriptsRunning = useScriptsRunning();
  const settings = query.data;

  async function saveSettings(next: NotifyEmailChoice, message: string) {
    setStatus('');
    const saved = await save.mutateAsync({ settings: next, exists: Boolean(settings) });
    // A new address is mailed a confirmation link: say so instead of a plain «сохранено».
    const mailed = !saved.confirmed && saved.email !== settings?.email;
    if (mailed) setStatus(`Мы отправили письмо на ${saved.email}: откройте ссылку в нём, чтобы подтвердить адрес`, false);
    else setStatus(message);
  }

  function toggle(doNotify: boolean) {
    if (!settings) return;
    setSwitchError(null);
    saveSettings({ email: settings.email, doNotify }, doNotify ? 'Уведомления включены' : 'Уведомления выключены').catch(
      (error: unknown) => setSwitchError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED),
    );
  }

  function closeEdit() {
    setEditing(false);
    focusLater(() => editButton.current);
  }

  // While the switch is saving it already shows where it goes.
  const shownDoNotify = save.isPending && save.variables ? save.variables.settings.doNotify : (settings?.doNotify ?? true);

  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Уведомления о новых штрафах</h2>
      <p className="muted" id={explainId}>
        Пришлём письмо, когда по вашим документам появится новый штраф.
      </p>
      <p role="status" className={status.text && status.shown ? 'success-note' : 'visually-hidden'}>
        {status.text}
      </p>
      {settings === undefined ? (
        query.isError ? (
          <Notice tone="danger" role="alert">
            <p>Не удалось загрузить настройки уведомлений.</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              Повторить
            </button>
          </Notice>
        ) : (
          <p role="status" className={styles.loading}>
            <Spinner /> Загружаем…
          </p>
        )
      ) : settings === null ? (
        <>
          {/* The switch below is what will be saved, not a state: nothing is sent before an address is saved. */}
          <p className={styles.address}>Уведомления ещё не настроены: укажите e-mail и нажмите «Сохранить».</p>
          <NotifyEmailForm
            defaultEmail={accountEmail ?? ''}
            withSwitch
            doNotify
            onSave={async (email, doNotify) => {
              await saveSettings({ email, doNotify }, 'E-mail для уведомлений сохранён');
              // The form gives way to the saved address: focus goes to its «Изменить e-mail», not the page's top.
              focusLater(() => editButton.current);
            }}
          />
        </>
      ) : editing ? (
        <NotifyEmailForm
          defaultEmail={settings.email}
          withSwitch={false}
          doNotify={settings.doNotify}
          onSave={async (email, doNotify) => {
            await saveSettings({ email, doNotify }, 'E-mail для уведомлений сохранён');
            closeEdit();
          }}
          onCancel={closeEdit}
          focusOnOpen
        />
      ) : (
        <>
          {!settings.confirmed && <ConfirmPending email={settings.email} sent={settings.confirmationSent} />}
          <div className="split-row">
            <p className={styles.address}>
              {settings.confirmed ? 'Письма приходят на' : 'Адрес для уведомлений:'} <strong>{settings.email}</strong>
            </p>
            <button
              type="button"
              className="button button--secondary"
              ref={editButton}
              onClick={() => setEditing(true)}
              disabled={!scriptsRunning}
            >
              Изменить e-mail
            </button>
          </div>
          <NotifySwitch checked={shownDoNotify} onChange={toggle} busy={save.isPending} describedBy={explainId} />
          {switchError && (
            <p className="field__error" role="alert">
              {switchError}
            </p>
          )}
        </>
      )}
    </section>
  );
}
