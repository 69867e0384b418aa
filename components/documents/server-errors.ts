import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api-client/client';
import { applyServerError } from '@/components/auth/server-error';

/**
 * Shows a failed save where the person can fix it: the server's field messages under their
 * fields (the form uses the API's field names), a duplicate number under the number field.
 * Returns the message for the form itself (the 50 limit, no connection), or null when every
 * message found a field.
 */
export function applyDocumentSaveError<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldNames: readonly Path<V>[],
  numberField: Path<V>,
): string | null {
  if (error instanceof ApiError && error.code === 'duplicate') {
    setError(numberField, { type: 'server', message: error.errorDesc }, { shouldFocus: true });
    return null;
  }
  return applyServerError(error, setError, fieldNames);
}
