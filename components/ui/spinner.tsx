/** A small rotating ring that inherits the text colour; decorative (pair it with visible text). */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
