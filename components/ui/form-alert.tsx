import { Notice } from '@/components/ui/notice';

/**
 * A form's own error (rejected sign-in, used link): kept in the form rather than a toast, so it
 * stays readable until the person acts, and announced at once as an alert.
 */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert">
      <p>{message}</p>
    </Notice>
  );
}
