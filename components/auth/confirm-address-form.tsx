'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toasts';
import type * as z from 'zod/mini';
import { ApiError } from '@/api-client/client';
import { confirmAddress } from '@/api-client/sign-in';
import type { confirmAddressForm } from '@/lib/validation/accounts';
import { PASSWORD_MIN } from '@/lib/domain/limits';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { FormAlert } from '@/components/ui/form-alert';
import { ExpiredLinkNotice } from './expired-link-notice';
import { applyServerError } from './server-error';
import { DEFAULT_AFTER_SIGN_IN } from '@/lib/auth/link-sign-in';
import { SubmitButton } from './submit-button';
import { HiddenUsername, TextField } from './text-field';
import type { AddressClaimContext } from '@/lib/contract/accounts';

/** Toast after the address is confirmed. */
export const MSG_ADDRESS_CONFIRMED = 'E-mail подтверждён';
/** Shown when the confirmation link's token is missing. */
export const MSG_CONFIRM_LINK_BROKEN = 'Ссылка для подтверждения неполная. Запросите новую';

// The password is optional here: empty means «sign in by mailed links for now».
type Input = z.input<typeof confirmAddressForm>;
type Output = z.output<typeof confirmAddressForm>;

/**
 * The page a confirmation mail opens (`/login/verify?token=…`): a password (optional; the one
 * given at registration, or a new one) and «Подтвердить e-mail» — or, for an account with a
 * password moving its sign-in e-mail, that password alone («Текущий пароль»). Nothing is confirmed by merely
 * opening the link, so a mail scanner following it changes nothing. The answer signs in here,
 * every other sign-in of the account ends, and the fines list opens.
 */
export function ConfirmAddressForm({ token, context }: { token: string | null; context?: AddressClaimContext }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  // A change of sign-in e-mail for an account with a password asks for that password, once.
  const current = Boolean(context?.change && context.hasPassword);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(() =>
      import('@/lib/validation/accounts').then((m) => (current ? m.confirmEmailChangeForm : m.confirmAddressForm)),
    ),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;

  if (!token) return <ExpiredLinkNotice message={MSG_CONFIRM_LINK_BROKEN} requestHref="/login?tab=register" />;

  async function onSubmit(values: Output) {
    try {
      await confirmAddress(token!, values.password || undefined);
    } catch (error) {
      const message = applyServerError(error, setError, ['password']);
      if (message) setError('root.server', { type: error instanceof ApiError ? error.code : 'server', message });
      return;
    }
    queryClient.clear();
    toast.success(MSG_ADDRESS_CONFIRMED);
    startNavigation(() => router.replace(DEFAULT_AFTER_SIGN_IN));
  }

  const failure = errors.root?.server;
  return (
    <form className="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Подтверждение e-mail">
      <p className="muted">{confirmIntro(context)}</p>
      <HiddenUsername email={context?.email} />
      {current ? (
        <TextField
          id="confirm-password"
          label="Текущий пароль"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
      ) : (
        <>
          <TextField
            id="confirm-password"
            label="Пароль"
            type="password"
            autoComplete="new-password"
            hint={`Не короче ${PASSWORD_MIN} символов`}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            id="confirm-password-again"
            label="Пароль ещё раз"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
        </>
      )}
      {failure?.type === 'bad_token' ? (
        <ExpiredLinkNotice message={failure.message ?? MSG_CONFIRM_LINK_BROKEN} requestHref="/login?tab=register" />
      ) : (
        <FormAlert message={failure?.message} />
      )}
      <SubmitButton pending={formState.isSubmitting || navigating} pendingText="Подтверждаем…">
        Подтвердить e-mail
      </SubmitButton>
    </form>
  );
}

/**
 * What the form asks, by the link's account: a password typed again (the server replaces it with
 * any other typed here, so the text says so), or an optional new one; a change of sign-in e-mail
 * names the new address and, with a password, asks for it (nothing else proves the link's holder
 * is the account's owner).
 */
function confirmIntro(context: AddressClaimContext | undefined): string {
  const optional = 'Задайте пароль, чтобы входить по e-mail и паролю, или оставьте поля пустыми и входите по ссылке из письма.';
  if (!context) return optional;
  if (context.change) {
    const lead = `${context.email} станет новым e-mail для входа в ваш аккаунт.`;
    return context.hasPassword ? `${lead} Введите текущий пароль аккаунта, чтобы подтвердить смену.` : `${lead} ${optional}`;
  }
  return context.hasPassword ? 'Введите пароль, который вы указали при регистрации, или придумайте новый.' : optional;
}
