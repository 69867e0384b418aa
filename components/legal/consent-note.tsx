import Link from 'next/link';

/**
 * The line under a form that creates an account or stores a person's data (the fines check, sign-up,
 * the sign-in link): pressing `action` accepts the user agreement and the privacy policy, both linked
 * (152-ФЗ «О персональных данных»: the person is told what they consent to before sending it).
 */
export function ConsentNote({ action }: { action: string }) {
  return (
    <p className="muted consent-note">
      Нажимая «{action}», вы принимаете <Link href="/licenses/agreement">пользовательское соглашение</Link> и{' '}
      <Link href="/licenses/privacy">политику конфиденциальности</Link>.
    </p>
  );
}
