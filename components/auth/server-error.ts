import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';

/**
 * Puts the server's field messages (`ApiError.fields`) under the form's own fields, focusing the
 * first; returns the message for everything else, or null when every message found a field.
 * Anything that is not an ApiError is unexpected and gets `fallback`.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  fallback: string = MSG_CREDENTIALS_CHECK_FAILED,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const withMessages = fieldNames.filter((name) => error.fields[name]);
  withMessages.forEach((name, index) =>
    setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }),
  );
  if (withMessages.length > 0) return null;
  return error.errorDesc || fallback;
}
