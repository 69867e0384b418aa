import { Notice } from '@/components/ui/notice';

/** The notice text, word for word (also what tests and e2e look for). */
export const SANDBOX_NOTICE_TEXT = 'Демонстрационный режим: начисления — пример данных, не из ГИС ГМП';

/**
 * Says plainly that the charges shown (fines, taxes, orders) are sample data from the built-in sandbox registry, so nobody
 * takes them for real charges (the API marks such answers with `sandbox: true`).
 */
export function SandboxNotice() {
  return (
    <Notice tone="warning">
      <p>{SANDBOX_NOTICE_TEXT}</p>
    </Notice>
  );
}
