/** What the manifest depends on: the build's configuration. */
export interface ManifestOptions {
  version: string;
  /** The site's origin (confirmation page, pages of fines, `externally_connectable`). */
  siteUrl: string;
  /** The origin of `/105/api`: the only host permission. */
  apiBaseUrl: string;
  /** The development key (fixed id); left out of the Web Store package. */
  key?: string;
}

/** The Manifest V3 fields this extension uses (chrome.runtime.ManifestV3 has them all; kept free of the chrome types so tests can import it). */
export interface ExtensionManifest {
  manifest_version: 3;
  name: string;
  short_name: string;
  description: string;
  version: string;
  key?: string;
  minimum_chrome_version: string;
  icons: Record<string, string>;
  action: { default_title: string; default_popup: string; default_icon: Record<string, string> };
  background: { service_worker: string; type: 'module' };
  permissions: string[];
  host_permissions: string[];
  externally_connectable: { matches: string[] };
  content_security_policy: { extension_pages: string };
}

/** `https://host:port/*` for an origin. */
const originPattern = (url: string) => `${new URL(url).origin}/*`;

/**
 * The Manifest V3 of the extension. Minimal permissions: `storage` (its authorization record and
 * the last check), `alarms` (the periodic check), `notifications` (new fines); the only host
 * permission is the API's origin; only the site's pages may message it (`externally_connectable`,
 * which also keeps other extensions out); the extension pages' CSP allows scripts and styles of
 * the extension alone and connections to the API alone.
 */
export function buildManifest(options: ManifestOptions): ExtensionManifest {
  const api = new URL(options.apiBaseUrl).origin;
  return {
    manifest_version: 3,
    name: 'Штрафы — проверка штрафов ГИБДД',
    short_name: 'Штрафы',
    description: 'Число неоплаченных штрафов на значке, сумма к оплате и сроки скидок, уведомления о новых штрафах.',
    version: options.version,
    ...(options.key ? { key: options.key } : {}),
    minimum_chrome_version: '120',
    icons: { '16': 'icons/icon-16.png', '32': 'icons/icon-32.png', '48': 'icons/icon-48.png', '128': 'icons/icon-128.png' },
    action: {
      default_title: 'Штрафы',
      default_popup: 'popup.html',
      default_icon: { '16': 'icons/icon-16.png', '32': 'icons/icon-32.png' },
    },
    background: { service_worker: 'background.js', type: 'module' },
    permissions: ['storage', 'alarms', 'notifications'],
    host_permissions: [originPattern(api)],
    externally_connectable: { matches: [originPattern(options.siteUrl)] },
    content_security_policy: {
      extension_pages: [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        `connect-src ${api}`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    },
  };
}
