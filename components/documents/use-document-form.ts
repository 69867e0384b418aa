'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useLazyZodResolver } from '@/components/forms/lazy-zod-resolver';
import { applyDocumentSaveError } from './server-errors';

interface DocumentFormOptions<V extends FieldValues, O, F, R> {
  /** Loads the shared schema the API validates with (lib/validation); fetched once the page is idle. */
  loadSchema: () => Promise<z.ZodMiniType<O, FieldValues>>;
  defaultValues: V;
  /** Field of the number: focused first, gets the «already added» message. */
  numberField: Path<V>;
  /** Turns the parsed values into the API's fields (optional fields stay undefined, so they are not sent). */
  toFields: (parsed: O) => F;
  save: (fields: F) => Promise<R>;
  onSaved: (saved: R) => void;
}

/**
 * react-hook-form for a document form: the shared zod schema checks each field once it was left
 * and then on every keystroke (onTouched), the number field gets focus when the form opens, the
 * save runs only on valid input, and a refused save shows under the fields or at the form's top.
 */
export function useDocumentForm<V extends FieldValues, O, F, R>({
  loadSchema,
  defaultValues,
  numberField,
  toFields,
  save,
  onSaved,
}: DocumentFormOptions<V, O, F, R>) {
  const idPrefix = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V, unknown, O>({
    resolver: useLazyZodResolver<V, O>(loadSchema),
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, setFocus, formState } = form;

  useEffect(() => {
    setFocus(numberField);
  }, [setFocus, numberField]);

  const fieldNames = Object.keys(defaultValues) as Path<V>[];
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(async (parsed) => {
      setFormError(null);
      let saved: R;
      try {
        saved = await save(toFields(parsed));
      } catch (error) {
        setFormError(applyDocumentSaveError(error, setError, fieldNames, numberField));
        return;
      }
      onSaved(saved);
    })(event);

  return { control, submit, formError, pending: formState.isSubmitting, idPrefix };
}
