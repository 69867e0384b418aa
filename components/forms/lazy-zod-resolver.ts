'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { toast } from '@/components/ui/toasts';
import { whenIdle } from './when-idle';

/**
 * Loads a form's zod schema from its module, so zod and the schema stay out of the page's first
 * scripts: `() => import('@/lib/validation/sts').then((m) => m.fineCheckForm)`.
 */
export type SchemaLoader = () => Promise<$ZodType<unknown, FieldValues>>;

/** A react-hook-form resolver whose schema arrives on first use; `preload` fetches it earlier. */
export interface LazyResolver<V extends FieldValues, O> extends Resolver<V, unknown, O> {
  preload: () => void;
}

/** Shown when the validation code cannot be fetched (the connection dropped after the page loaded). */
export const MSG_FORM_CODE_UNAVAILABLE = 'Не удалось загрузить форму. Проверьте подключение к интернету и попробуйте снова';

/**
 * The shared zod schema (lib/validation) as a react-hook-form resolver, loaded on demand together
 * with `@hookform/resolvers/zod`: the same validation as an eager `zodResolver(schema)`, minus
 * about 30 kB (gzip) of first-load JavaScript (README «Speed»). A failed fetch is not cached:
 * the next validation tries again; meanwhile the form reports it and sends nothing.
 */
export function lazyZodResolver<V extends FieldValues, O>(loadSchema: SchemaLoader): LazyResolver<V, O> {
  let loading: Promise<Resolver<V, unknown, O>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<V, unknown, O>,
    ));
  const resolver: Resolver<V, unknown, O> = async (values, context, options) => {
    let resolve: Resolver<V, unknown, O>;
    try {
      resolve = await load();
    } catch {
      loading = undefined;
      toast.error(MSG_FORM_CODE_UNAVAILABLE);
      return { values: {}, errors: { root: { type: 'network', message: MSG_FORM_CODE_UNAVAILABLE } } } as Awaited<
        ReturnType<Resolver<V, unknown, O>>
      >;
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {
        loading = undefined;
      });
    },
  });
}

/**
 * `lazyZodResolver` for a component: one resolver for the form's life, its schema fetched once
 * the page is idle after it appeared (so a person typing never waits for it).
 */
export function useLazyZodResolver<V extends FieldValues, O>(loadSchema: SchemaLoader): Resolver<V, unknown, O> {
  const [resolver] = useState(() => lazyZodResolver<V, O>(loadSchema));
  useEffect(() => whenIdle(resolver.preload), [resolver]);
  return resolver;
}
