import styles from './outbox.module.css';

// http(s) links up to whitespace; a trailing period or bracket belongs to the sentence.
const LINK = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/**
 * A mail's plain text with its line breaks, the http(s) links in it made clickable (so a
 * developer can open a sign-in or reset link at once). Only text nodes and links are produced.
 */
export function MailText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <pre className={styles.text}>
      {parts.map((part, index) =>
        // split() with a capture group puts the links at odd positions.
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
