/** «По документу: Моя машина» under a card's title: which of the person's documents found the charge. */
export function FineSources({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="fine-card__source">
      {names.length === 1 ? 'По документу' : 'По документам'}: {names.join('; ')}
    </p>
  );
}
