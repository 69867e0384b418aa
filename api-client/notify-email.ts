import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotifyEmailDto } from '@/lib/contract/notifications';
import { ApiError, apiCall } from './client';
import { queryKeys } from './query-keys';

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
 * once one is set (`exists`). `doNotify` travels as 1 or 0 (spec §5). @throws ApiError.
 */
export async function saveNotifyEmail(settings: NotifyEmailDto, exists: boolean): Promise<NotifyEmailDto> {
  const body = { email: settings.email, doNotify: settings.doNotify ? 1 : 0 };
  const post = (path: string) => apiCall<{ email: NotifyEmailDto }>(path, { method: 'POST', body });
  if (!exists) return (await post('email')).email;
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
    mutationFn: ({ settings, exists }: { settings: NotifyEmailDto; exists: boolean }) => saveNotifyEmail(settings, exists),
    onSuccess: (saved) => qc.setQueryData(queryKeys.notifyEmail, saved),
  });
}
