import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentDto } from '@/lib/contract/payments';
import { isActiveState } from '@/lib/domain/payment-state';
import { ApiError, apiCall, apiRequest, isRefusal } from './client';
import { queryKeys } from './query-keys';

/** What starting a payment needs (`POST payments`). */
export interface CreatePaymentVariables {
  uins: readonly string[];
  email: string;
  /** The key of this press of «Оплатить» (newAttemptKey): repeats of it get the same payment. */
  attempt: string;
  /** The person confirmed paying again what was already paid. */
  confirm?: boolean;
  /** The organization whose charges these are (a legal entity's fleet); absent: the person's own. */
  organization?: number;
  /** The total in kopeks the page showed: the server refuses another one (409 `price_changed`). */
  total?: number;
}

/** How many times a `wait` (the same press still being created elsewhere) is followed before giving up. */
const MAX_WAITS = 15;

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * `POST /105/api/payments`: starts paying the charges. A `wait` answer (the same press is being
 * created by another request) is followed by asking again with the same attempt key.
 * @throws ApiError — `confirm_required`, `price_changed`, `not_payable`, `payment_in_progress`, `not_found`, `unavailable`…
 */
export async function createPayment(variables: CreatePaymentVariables): Promise<PaymentDto> {
  const body = {
    uins: variables.uins.join(','),
    email: variables.email,
    attempt: variables.attempt,
    confirm: variables.confirm ? 1 : undefined,
    organization: variables.organization,
    total: variables.total,
  };
  for (let i = 0; i < MAX_WAITS; i++) {
    const answer = await apiRequest<{ payment: PaymentDto }>('payments', { method: 'POST', body });
    if (answer.status === 'ok') return answer.payment;
    await sleep(answer.wait);
  }
  throw new ApiError('unexpected_wait', 'Платёж создаётся слишком долго. Обновите страницу', 202);
}

/** Starts a payment; the history is refreshed afterwards. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
  });
}

/** A payment and, while its outcome is unknown, the seconds to ask again after. */
export interface PaymentStatus {
  payment: PaymentDto;
  wait: number | null;
}

/** `GET /105/api/payments/status?id=`. @throws ApiError (404 not the user's). */
export async function fetchPaymentStatus(id: number): Promise<PaymentStatus> {
  const answer = await apiRequest<{ payment: PaymentDto }>('payments/status', { query: { id } });
  const payment = (answer as { payment: PaymentDto }).payment;
  return { payment, wait: answer.status === 'wait' ? answer.wait : null };
}

/** A payment's state, polled while it is not final (every `wait` seconds the server asks for). */
export const paymentStatusQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.payment(id),
    queryFn: () => fetchPaymentStatus(id),
    refetchInterval: (q) => {
      // A refusal (the sign-in ended, not this user's payment) will not change by asking again.
      if (isRefusal(q.state.error)) return false;
      const data = q.state.data;
      return data && isActiveState(data.payment.state) ? (data.wait ?? 2) * 1000 : false;
    },
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** The payment's state, seeded with the server-rendered one. */
export function usePaymentStatus(id: number, initialData?: PaymentStatus) {
  return useQuery({ ...paymentStatusQuery(id), initialData });
}

/** `POST /105/api/payments/cancel`: gives up a payment that waits to be paid. @throws ApiError (409 already paid). */
export async function cancelPayment(id: number): Promise<PaymentDto> {
  return (await apiCall<{ payment: PaymentDto }>('payments/cancel', { method: 'POST', body: { id } })).payment;
}

/** «Отменить платёж»: the status and the history are refreshed afterwards. */
export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payments }),
  });
}

/** `GET /105/api/payments`: the user's payments, newest first. */
export const paymentHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.payments,
    queryFn: async () => (await apiCall<{ payments: PaymentDto[] }>('payments')).payments,
  });

/** The payment history («История платежей»), seeded with the server-rendered list when there is one. */
export function usePaymentHistory(initialData?: PaymentDto[]) {
  return useQuery({ ...paymentHistoryQuery(), initialData });
}
