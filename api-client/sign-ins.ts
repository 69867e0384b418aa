import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInDto } from '@/lib/contract/extension';
import { apiCall } from './client';
import { queryKeys } from './query-keys';

/** `GET /105/api/user/signins`: the account's live sign-ins, the most recently used first. @throws ApiError. */
export async function fetchSignIns(): Promise<SignInDto[]> {
  return (await apiCall<{ signIns: SignInDto[] }>('user/signins')).signIns;
}

/** `DELETE /105/api/user/signins?id=`: ends one sign-in (404 when it already ended). @throws ApiError. */
export async function endSignIn(id: number): Promise<void> {
  await apiCall('user/signins', { method: 'DELETE', query: { id } });
}

/** The account's sign-ins as a query (key `queryKeys.signIns`). */
export const signInsQuery = () => queryOptions({ queryKey: queryKeys.signIns, queryFn: fetchSignIns });

/** The account's sign-ins. */
export function useSignIns() {
  return useQuery(signInsQuery());
}

/** Ends a sign-in, then reloads the list (also when it had already ended elsewhere). */
export function useEndSignIn() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: endSignIn, onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.signIns }) });
}
