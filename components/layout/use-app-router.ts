'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { toast } from '@/components/ui/toasts';
import { pageLoader, REFUSED_MESSAGES, resolveNavigation } from '@/api-client/navigation';

/** How a push or replace may leave the site: only when the caller marks the address external. */
export interface AppNavigateOptions {
  external?: boolean;
}

/** The app's router: push and replace under the navigation rules of spec §2. */
export interface AppRouter {
  /** Goes to `href` as a new history entry; @returns false when the rules refused it (the person is told why). */
  push: (href: string, options?: AppNavigateOptions) => boolean;
  /** Replaces the history entry with `href`; @returns false when refused. */
  replace: (href: string, options?: AppNavigateOptions) => boolean;
}

/**
 * The App Router wrapped in the navigation rules (api-client/navigation.ts): an address of this
 * site moves through the router, another site only when `external` is set (a full page load),
 * a script URL never. Use it for every programmatic navigation of the app.
 */
export function useAppRouter(): AppRouter {
  const router = useRouter();
  return useMemo(() => {
    const go =
      (method: 'push' | 'replace') =>
      (href: string, options: AppNavigateOptions = {}) => {
        const target = resolveNavigation(href, { origin: window.location.origin, external: options.external });
        if (target.kind === 'refused') {
          toast.error(REFUSED_MESSAGES[target.reason], { toastId: `refused-${target.reason}` });
          return false;
        }
        if (target.kind === 'external') pageLoader.assign(target.url);
        else router[method](target.href);
        return true;
      };
    return { push: go('push'), replace: go('replace') };
  }, [router]);
}
