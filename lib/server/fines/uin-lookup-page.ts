import 'server-only';
import { headers } from 'next/headers';
import * as z from 'zod/mini';
import type { UinLookupAnswer } from '@/lib/contract/uin-lookup';
import { getDb } from '@/lib/server/db/client';
import { isAppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';
import { uinInfoQuery } from '@/lib/validation/fine-details';
import { uinInfo } from './details-uin';

/**
 * The lookup by УИН of a public page's address (`/fines?uin=…`, `/taxes?uin=…`): what the form
 * sends without JavaScript (a GET form), answered in the page as the API answers it
 * (`GET fine/uinInfo`, the same per-address limit). Null without `uin` (the page without a
 * lookup). A number refused as typed, a refusal of the limit (429) or the registry being down (503)
 * are answers in the page, not errors; a database failure is thrown (the page's own 503).
 */
export async function uinLookupForPage(
  kind: 'fine' | 'tax',
  raw: string | string[] | undefined,
): Promise<UinLookupAnswer | null> {
  if (raw === undefined) return null;
  const typed = (Array.isArray(raw) ? (raw[0] ?? '') : raw).slice(0, 40);
  const parsed = z.safeParse(uinInfoQuery, { uin: typed });
  // Shown back in the field: without control characters (a NUL would go into the page's HTML as is).
  const shown = typed.replace(/\p{Cc}/gu, '');
  if (!parsed.success) return { uin: shown, fieldError: parsed.error.issues[0]?.message ?? 'Проверьте УИН' };
  try {
    const info = await uinInfo(await getDb(), parsed.data.uin, kind, clientIp({ headers: await headers() }));
    return { uin: shown, info, receivedAt: Date.now() };
  } catch (error) {
    if (isAppError(error)) return { uin: shown, error: error.errorDesc };
    throw error;
  }
}
