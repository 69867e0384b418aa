/**
 * Structured data (schema.org JSON-LD) for crawlers, in the server-rendered HTML. A data block is
 * not executed, so the CSP needs no nonce for it; `<` is escaped so no text can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
