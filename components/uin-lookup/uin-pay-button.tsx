'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAnonymousUser, isSignedIn } from '@/api-client/accounts';
import { clearAuth } from '@/api-client/auth-storage';
import { ApiError } from '@/api-client/client';
import { addChargeByUin } from '@/api-client/fine-details';
import { useAppRouter } from '@/components/layout/use-app-router';
import { prepaymentHref } from '@/components/payments/prepayment-href';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { BUTTONS } from '@/lib/contract/tracking';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';

/** Said with JavaScript off under «Оплатить» of a УИН lookup result. */
const MSG_SCRIPTS_NEEDED_TO_PAY_UIN = 'Чтобы оплатить начисление картой, включите JavaScript в браузере';

/** Keeps the charge for this browser's user, first making an anonymous one when nobody is signed in. */
async function keepCharge(kind: 'fine' | 'tax', uin: string) {
  if (!isSignedIn()) await createAnonymousUser();
  try {
    return await addChargeByUin(kind, uin);
  } catch (error) {
    // A stored sign-in the server no longer accepts: continue as a new anonymous visitor.
    if (!(error instanceof ApiError && error.httpStatus === 401)) throw error;
    await clearAuth();
    await createAnonymousUser();
    return addChargeByUin(kind, uin);
  }
}

/**
 * «Оплатить» under a УИН lookup result (spec §7 `uinInfo`): keeps the charge among this browser's
 * charges (`POST fine/uinAdd`, an anonymous account when nobody is signed in, as the home check
 * does), then opens the prepayment page for what is payable — the bailiff order instead of a fine
 * it replaced. The server looks the УИН up again; nothing of the lookup's answer is trusted.
 */
export function UinPayButton({ kind, uin }: { kind: 'fine' | 'tax'; uin: string }) {
  const router = useAppRouter();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: () => keepCharge(kind, uin),
    onSuccess: (added) => {
      void queryClient.invalidateQueries({ queryKey: ['fines'] });
      router.push(prepaymentHref([added.uin]));
    },
  });
  // Keeping the charge (an anonymous account first) runs in the page's scripts: until they run the
  // button is disabled and, with JavaScript off, says so instead of doing nothing when pressed.
  const scriptsRunning = useScriptsRunning();
  const busy = keep.isPending || keep.isSuccess;
  const failure = keep.error ? (keep.error instanceof ApiError ? keep.error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED) : null;
  return (
    <div className="stack">
      <button
        type="button"
        className="button"
        disabled={!scriptsRunning}
        aria-disabled={busy || undefined}
        data-track-button={BUTTONS.pay}
        data-track-info="uin-lookup"
        onClick={() => {
          if (!busy) keep.mutate();
        }}
      >
        {busy && <Spinner />}
        Оплатить
      </button>
      <span className="visually-hidden" role="status">
        {busy ? 'Готовим оплату…' : ''}
      </span>
      <FormAlert message={failure} />
      <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_PAY_UIN} />
    </div>
  );
}
