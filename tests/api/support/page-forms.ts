/** The site the API tests' page forms are posted from (the same origin as the request). */
export const SITE = 'http://localhost:3000';

/** The headers a browser sends with a form of one of the site's own pages. */
export const SAME_SITE_FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  origin: SITE,
  'sec-fetch-site': 'same-origin',
} as const;

/** A page form's post to `path` (`/auth/link`, `/auth/triple`), as the browser sends it; `headers` override. */
export function formPost(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, { method: 'POST', body, headers: { ...SAME_SITE_FORM, ...headers } });
}

/** The value `res` sets for cookie `name` (decoded), or undefined when it sets none. */
export function setCookie(res: Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`));
  return line ? decodeURIComponent(line.slice(name.length + 1).split(';')[0]!) : undefined;
}
