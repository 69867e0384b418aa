// POST /email/confirm/submit - the confirmation page's «Подтвердить адрес» without JavaScript: confirm by the token, back to the page
import { confirmAddress } from '@/lib/server/notifications/confirmation';
import { mailLinkFormPost } from '@/lib/server/notifications/mail-link-form';
import { seeOther } from '@/lib/server/http/page-form';

/** Confirms the notification address by the form's token and goes back to the link's page, which says how it went. */
export function POST(req: Request): Promise<Response> {
  return mailLinkFormPost(req, '/email/confirm', confirmAddress);
}

/** Opened by hand: the page itself. */
export function GET(): Response {
  return seeOther('/email/confirm');
}
