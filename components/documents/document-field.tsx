'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { PatternMaskOptions } from '@/lib/domain/masks';
import { Field } from '@/components/ui/field';
import { MaskedInput } from '@/components/ui/masked-input';

interface DocumentFieldProps<V extends FieldValues, O> {
  control: Control<V, unknown, O>;
  name: Path<V>;
  /** Makes the input's id unique when several forms are open at once. */
  idPrefix: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** A react-imask pattern (spec §5); without it the field is plain text. */
  mask?: PatternMaskOptions;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  /** Fields checked again when this one changes (a date that must not be after another). */
  deps?: Path<V>[];
  /** Takes the focus as the page opens (a form the server sent back with this field's message). */
  autoFocus?: boolean;
}

/**
 * One field of a document form wired to react-hook-form: a label, the input (masked or plain), its error.
 * The error shows only once the person changed the field (and left it, or kept typing after that),
 * once the form was submitted, or when the server sent it — never because focus merely passed through.
 */
export function DocumentField<V extends FieldValues, O>({
  control,
  name,
  idPrefix,
  label,
  hint,
  placeholder,
  mask,
  inputMode = 'text',
  autoComplete = 'off',
  deps,
  autoFocus,
}: DocumentFieldProps<V, O>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState, formState }) => (
        <Field id={`${idPrefix}-${name}`} label={label} hint={hint} error={visibleError(fieldState, formState.isSubmitted)}>
          {(aria) =>
            mask ? (
              <MaskedInput
                {...aria}
                mask={mask}
                name={field.name}
                value={String(field.value ?? '')}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                placeholder={placeholder}
                inputMode={inputMode}
                autoComplete={autoComplete}
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus={autoFocus}
              />
            ) : (
              <input
                {...aria}
                className="input"
                name={field.name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={placeholder}
                inputMode={inputMode}
                autoComplete={autoComplete}
                spellCheck={false}
                autoFocus={autoFocus}
              />
            )
          }
        </Field>
      )}
    />
  );
}

/** The message to show for a field, or undefined while the person has not changed it yet. */
export function visibleError(
  fieldState: { error?: { message?: string; type?: string }; isDirty: boolean },
  submitted: boolean,
): string | undefined {
  const { error } = fieldState;
  if (!error) return undefined;
  return fieldState.isDirty || submitted || error.type === 'server' ? error.message : undefined;
}
