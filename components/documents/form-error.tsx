import { Notice } from '@/components/ui/notice';

/**
 * A form's own error (the 50 limit, no connection): kept in the form rather than a toast, so it
 * stays readable until the person acts, and announced at once as an alert.
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert">
      <p>{message}</p>
    </Notice>
  );
}
