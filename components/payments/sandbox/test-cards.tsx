import { groupCardNumber, SANDBOX_3DS_CODE, SANDBOX_CARDS } from '@/lib/domain/sandbox-cards';

/** The documented test cards and the 3-D Secure code, for the person trying the sandbox. */
export function TestCards() {
  return (
    <details>
      <summary>Тестовые карты</summary>
      <p className="muted">Срок действия — любой не в прошлом, CVC — любые три цифры, код подтверждения — {SANDBOX_3DS_CODE}.</p>
      <ul className="notice__list">
        {SANDBOX_CARDS.map((card) => (
          <li key={card.number}>
            <code>{groupCardNumber(card.number)}</code> — {card.label}
          </li>
        ))}
      </ul>
    </details>
  );
}
