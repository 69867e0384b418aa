// POST /email/unsubscribe/submit - the unsubscribe page's «Отписаться» without JavaScript: turn notifications off by the token, back to the page
import { unsubscribe } from '@/lib/server/notifications/unsubscribe';
import { mailLinkFormPost } from '@/lib/server/notifications/mail-link-form';
import { seeOther } from '@/lib/server/http/page-form';

/** Turns new-fine mails off by the form's token and goes back to the link's page, which says how it went. */
export function POST(req: Request): Promise<Response> {
  return mailLinkFormPost(req, '/email/unsubscribe', unsubscribe);
}

/** Opened by hand: the page itself. */
export function GET(): Response {
  return seeOther('/email/unsubscribe');
}
