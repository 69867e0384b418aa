import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api-client/client';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';

/**
 * Shows a failed save where the person can fix it: the server's field messages under their
 * fields (the form uses the API's field names), a duplicate number under the number field.
 * Returns the message for the form itself (the 50 limit, no connection), or null when every
 * message found a field.
 */
export function applyServerError<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldNames: readonly Path<V>[],
  numberField: Path<V>,
): string | null {
  if (!(error instanceof ApiError)) return MSG_CREDENTIALS_CHECK_FAILED;
  if (error.code === 'duplicate') {
    setError(numberField, { type: 'server', message: error.errorDesc }, { shouldFocus: true });
    return null;
  }
  const withMessages = fieldNames.filter((name) => error.fields[name]);
  withMessages.forEach((name, index) => setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: index === 0 }));
  return withMessages.length > 0 ? null : error.errorDesc || MSG_CREDENTIALS_CHECK_FAILED;
}
