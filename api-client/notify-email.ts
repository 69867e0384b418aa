import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import { ApiError, apiCall } from './client';
import { reportFormSubmission } from './tracking';
import { FORMS } from '@/lib/contract/tracking';
import { queryKeys } from './query-keys';

/** What the person chooses: the address and the switch. */
export type NotifyEmailChoice = Pick<NotifyEmailDto, 'email' | 'doNotify'>;

/** `GET /105/api/email`: where new-fine mails go, or null before an address is set. */
export const notifyEmailQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifyEmail,
    queryFn: async () => (await apiCall<{ email: NotifyEmailDto | null }>('email')).email ?? null,
  });

/** The notification settings, seeded by the server-rendered ones when given (null: none set yet). */
export function useNotifyEmail(initialData?: NotifyEmailDto | null) {
  return useQuery({ ...notifyEmailQuery(), initialData });
}

/**
 * Saves the address and the switch: `POST /105/api/email` the first time, `POST /105/api/email/edit`
 * once one is set (`exists`). `doNotify` travels as 1 or 0 (spec §5). A new address comes back
 * unconfirmed (a confirmation link was mailed to it). @throws ApiError.
 */
export async function saveNotifyEmail(settings: NotifyEmailChoice, exists: boolean): Promise<NotifyEmailDto> {
  const body = { email: settings.email, doNotify: settings.doNotify ? 1 : 0 };
  const post = (path: string) => apiCall<{ email: NotifyEmailDto }>(path, { method: 'POST', body });
  // Adding the address is one of the reported forms (spec §7); the e-mail is masked to its domain.
  if (!exists) return reportFormSubmission(FORMS.email, body, async () => (await post('email')).email);
  try {
    return (await post('email/edit')).email;
  } catch (error) {
    // 404: the server has no address although this page's copy had one (stale); setting it is what was meant.
    if (error instanceof ApiError && error.httpStatus === 404) return (await post('email')).email;
    throw error;
  }
}

/** Saves the notification settings and puts the accepted ones into the cache. */
export function useSaveNotifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, exists }: { settings: NotifyEmailChoice; exists: boolean }) => saveNotifyEmail(settings, exists),
    onSuccess: (saved) => qc.setQueryData(queryKeys.notifyEmail, saved),
  });
}

/** `POST /105/api/email/resend`: mails a new confirmation link to the unconfirmed address. @throws ApiError (429 with a Russian message). */
export function useResendConfirmation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiCall<{ email: NotifyEmailDto }>('email/resend', { method: 'POST' })).email,
    onSuccess: (settings) => qc.setQueryData(queryKeys.notifyEmail, settings),
  });
}

/**
 * `POST /105/api/email/confirm`: confirms a notification address by the mailed link's token; needs
 * no sign-in (the link may be opened on another device). Resolves with the address and whether
 * new-fine mails are on (`doNotify`). @throws ApiError.
 */
export async function confirmNotifyEmail(token: string): Promise<{ email: string; doNotify: boolean }> {
  return apiCall<{ email: string; doNotify: boolean }>('email/confirm', { method: 'POST', auth: false, body: { token } });
}

/** `POST /105/api/email/unsubscribe?token=…`: turns new-fine mails off by a mail's unsubscribe token. @throws ApiError. */
export async function unsubscribeByToken(token: string): Promise<void> {
  await apiCall('email/unsubscribe', { method: 'POST', auth: false, query: { token } });
}
