'use client';

import { useEffect, useState } from 'react';
import type { SandboxCheckoutDto } from '@/lib/contract/payments';
import { formatRubles } from '@/lib/domain/money';
import { paymentReasonMessage } from '@/lib/domain/payment-reasons';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { CardForm } from './card-form';
import { TestCards } from './test-cards';
import { ThreeDsForm } from './three-ds-form';

/** Seconds the page shows the outcome before it takes the person back to the shop. */
const BACK_AFTER_MS = 1500;

/**
 * The sandbox acquirer's payment page («Тестовая оплата»), standing in for a bank's card page:
 * the card, then 3-D Secure, then back to the shop's return address. It is labelled on every step
 * as a test that moves no money; only the documented test cards are accepted.
 */
export function SandboxCheckout({ initial }: { initial: SandboxCheckoutDto }) {
  const [checkout, setCheckout] = useState(initial);
  const running = useScriptsRunning();
  const finished = checkout.step === 'done' || checkout.step === 'processing' || checkout.status !== 'pending';

  useEffect(() => {
    if (!finished || initial.step === 'done') return;
    const timer = setTimeout(() => window.location.assign(checkout.returnUrl), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [finished, checkout.returnUrl, initial.step]);

  return (
    <div className="stack">
      <Notice tone="warning">
        <p>
          <strong>Тестовая оплата.</strong> Это учебная страница оплаты: деньги не списываются, настоящую карту вводить не нужно.
        </p>
      </Notice>
      <section className="card stack" aria-labelledby="sandbox-title">
        <h1 id="sandbox-title">Оплата {formatRubles(checkout.amountKopeks)}</h1>
        <p className="muted">{checkout.description}</p>
        {checkout.step === 'card' && checkout.status === 'pending' && (
          <>
            {running ? (
              <CardForm checkout={checkout} onDone={setCheckout} />
            ) : (
              <noscript>
                <p className="muted">Чтобы ввести карту, включите JavaScript в браузере.</p>
              </noscript>
            )}
            <TestCards />
          </>
        )}
        {checkout.step === '3ds' && checkout.status === 'pending' && <ThreeDsForm checkout={checkout} onDone={setCheckout} />}
        {finished && (
          <div className="stack" role="status">
            {checkout.status === 'canceled' ? (
              <Notice tone="danger">
                <p>Платёж отклонён. {paymentReasonMessage(checkout.cancellationReason)}</p>
              </Notice>
            ) : checkout.step === 'processing' ? (
              <p>
                <Spinner /> Банк обрабатывает платёж. Результат появится на сайте «Штрафы».
              </p>
            ) : (
              <p className="success-note">Банк подтвердил карту, сумма заблокирована. Итог платежа покажет сайт «Штрафы».</p>
            )}
            {/* Opened already finished (Back from the site's result page), it stays: going on by itself would trap Back. */}
            {initial.step !== 'done' && <p className="muted">Возвращаемся на сайт «Штрафы»…</p>}
          </div>
        )}
        <p>
          <a href={checkout.returnUrl}>{finished ? 'Вернуться на сайт «Штрафы»' : 'Вернуться на сайт «Штрафы» без оплаты'}</a>
        </p>
      </section>
    </div>
  );
}
