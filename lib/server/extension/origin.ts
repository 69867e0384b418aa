import 'server-only';
import { env } from '@/lib/env';

/** The configured extension ids (`EXTENSION_IDS`), trimmed. */
export function allowedExtensionIds(): string[] {
  return env()
    .EXTENSION_IDS.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * The extension id of an `Origin` header (`chrome-extension://<id>`) when that id is one of
 * `EXTENSION_IDS`, else null. Chrome sets this origin on the extension's own requests; a web
 * page cannot.
 */
export function allowedExtensionOrigin(origin: string | null): string | null {
  const match = /^chrome-extension:\/\/([a-p]{32})$/.exec(origin ?? '');
  return match && allowedExtensionIds().includes(match[1]!) ? match[1]! : null;
}
