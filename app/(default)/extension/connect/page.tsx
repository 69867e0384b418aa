import type { Metadata } from 'next';
import { ExtensionConnect } from '@/components/extension/extension-connect';
import { CONNECT_PAGE_PATH } from '@/lib/contract/extension';
import { getPageUser, redirectToSignIn } from '@/lib/server/accounts/page-auth';
import { getUser } from '@/lib/server/accounts/service';
import { getDb } from '@/lib/server/db/client';
import { allowedExtensionIds } from '@/lib/server/extension/origin';
import { handoverInput } from '@/lib/validation/extension';
import { outageAware } from '@/lib/server/pages/outage-aware';

// Personal data behind the auth cookie: never prerendered or cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Подключение расширения',
  robots: { index: false, follow: false },
};

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * `/extension/connect?id=<extension id>&challenge=<S256>`, opened by the extension's «Войти через
 * сайт»: a signed-in person confirms, and the page hands a sign-in of its own to that extension
 * (docs/decisions/0009-extension-hand-over.md). Anyone not signed in goes to /login and returns.
 */
async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const parsed = handoverInput.safeParse({ extensionId: first(params.id), challenge: first(params.challenge) });
  const user = await getPageUser();
  if (!user) {
    const back = parsed.success
      ? `${CONNECT_PAGE_PATH}?${new URLSearchParams({ id: parsed.data.extensionId, challenge: parsed.data.challenge })}`
      : CONNECT_PAGE_PATH;
    return redirectToSignIn(back);
  }
  const account = await getUser(await getDb(), user.userId);
  const known = parsed.success && allowedExtensionIds().includes(parsed.data.extensionId);
  return <ExtensionConnect request={known ? parsed.data : null} email={account.email} />;
}

export default outageAware(Page);
