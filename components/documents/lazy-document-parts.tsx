'use client';

import dynamic from 'next/dynamic';
import { Spinner } from '@/components/ui/spinner';

/** Shown in place of a form while its code arrives (a moment; longer on a slow connection). */
function FormLoading() {
  return (
    <p className="muted" role="status" aria-busy="true">
      <Spinner /> Загружаем форму…
    </p>
  );
}

/*
 * The document forms and the list import open only when a person asks for them («Добавить»,
 * «Изменить», «Добавить списком»), so their code is not among the first scripts of /profile and
 * /fines/list (README «Speed», JavaScript budget). DocumentFormSlot and the sections wrap them in
 * LazyPartBoundary: code that cannot be fetched reloads the page under the reload guard.
 */

/** The СТС form (`./sts-form`), loaded when opened. */
export const LazyStsForm = dynamic(() => import('./sts-form').then((m) => m.StsForm), { ssr: false, loading: FormLoading });

/** The driver licence form (`./driver-license-form`), loaded when opened. */
export const LazyDriverLicenseForm = dynamic(() => import('./driver-license-form').then((m) => m.DriverLicenseForm), {
  ssr: false,
  loading: FormLoading,
});

/** The ИНН form (`./inn-form`), loaded when opened. */
export const LazyInnForm = dynamic(() => import('./inn-form').then((m) => m.InnForm), { ssr: false, loading: FormLoading });

/** The СТС list import (`./sts-import`), loaded when opened. */
export const LazyStsImport = dynamic(() => import('./sts-import').then((m) => m.StsImport), { ssr: false, loading: FormLoading });
