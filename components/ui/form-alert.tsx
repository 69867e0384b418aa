import { Notice } from '@/components/ui/notice';

/**
 * A form's own error (rejected sign-in, used link, the 50 documents limit, no connection): kept
 * in the form rather than a toast, so it stays readable until the person acts, and announced at
 * once as an alert. Nothing is shown without a message.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert">
      <p>{message}</p>
    </Notice>
  );
}
