import { formatDateTimeRu } from '@/lib/domain/dates';
import type { LocalMail } from '@/lib/server/mail/local-outbox';
import { MailText } from './mail-text';

/** A mail of the local outbox: when, to whom, subject, kind and the text. */
export function OutboxMailCard({ mail }: { mail: LocalMail }) {
  return (
    <article className="card stack" aria-labelledby={`mail-${mail.id}`}>
      <div className="fine-card__head">
        <h2 id={`mail-${mail.id}`} className="fine-card__title">
          {mail.subject}
        </h2>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>Время (Москва)</dt>
          <dd>
            <time dateTime={mail.deliveredAt}>{formatDateTimeRu(mail.deliveredAt)}</time>
          </dd>
        </div>
        <div className="details__row">
          <dt>Кому</dt>
          <dd>{mail.to}</dd>
        </div>
        <div className="details__row">
          <dt>Тип</dt>
          <dd>{mail.kind}</dd>
        </div>
      </dl>
      <MailText text={mail.text} />
    </article>
  );
}
