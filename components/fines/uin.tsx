/** Splits a УИН into readable groups: 20 digits in fours, 25 digits in fives. */
export function groupUin(uin: string): string[] {
  const size = uin.length === 25 ? 5 : 4;
  const groups: string[] = [];
  for (let i = 0; i < uin.length; i += size) groups.push(uin.slice(i, i + size));
  return groups;
}

/**
 * A УИН in monospace, visually grouped. The gaps are CSS margins, not spaces, so a copied УИН
 * pastes into a bank app as plain digits.
 */
export function Uin({ value }: { value: string }) {
  return (
    <span className="uin">
      {groupUin(value).map((group, i) => (
        <span key={i} className="uin__group">
          {group}
        </span>
      ))}
    </span>
  );
}
