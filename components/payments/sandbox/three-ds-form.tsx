'use client';

import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '@/api-client/client';
import { confirmSandbox3ds } from '@/api-client/sandbox-acquirer';
import type { SandboxCheckoutDto } from '@/lib/contract/payments';
import { SANDBOX_3DS_CODE } from '@/lib/domain/sandbox-cards';
import { BusyButton } from '@/components/ui/busy-button';
import { Field } from '@/components/ui/field';

/**
 * The 3-D Secure step of the sandbox payment page: the code «from the SMS» (the test code is
 * shown), the attempts left after a wrong one; the last wrong code ends the payment.
 */
export function ThreeDsForm({ checkout, onDone }: { checkout: SandboxCheckoutDto; onDone: (next: SandboxCheckoutDto) => void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  /** Shows `message` under the code and focuses it once rendered with it, so a screen reader reads both. */
  function showError(message: string) {
    flushSync(() => {
      setError(message);
      setBusy(false);
    });
    document.getElementById(`${id}-code`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{4,8}$/.test(code)) {
      showError('Введите код из SMS — несколько цифр');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onDone(await confirmSandbox3ds({ id: checkout.id, code }));
    } catch (e) {
      showError(e instanceof ApiError ? e.errorDesc : 'Не удалось проверить код. Попробуйте снова');
    }
  }

  return (
    <form className="form" method="post" noValidate aria-label="Подтверждение платежа" onSubmit={(e) => void submit(e)}>
      <h2>Подтверждение 3-D Secure</h2>
      <p>
        Банк отправил код подтверждения в SMS на телефон владельца карты •••• {checkout.cardLast4}. В тестовой оплате код —{' '}
        <strong>{SANDBOX_3DS_CODE}</strong>.
      </p>
      <Field id={`${id}-code`} label="Код из SMS" error={error}>
        {(aria) => (
          <input
            {...aria}
            className="input"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 8))}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        )}
      </Field>
      <BusyButton busy={busy} busyText="Проверяем код…">
        Подтвердить
      </BusyButton>
    </form>
  );
}
