import { formatDateTimeRu } from '@/lib/domain/dates';
import { MailText } from './mail-text';

/** One stored mail as the outbox page shows it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  kind: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  createdAt: Date;
}

const STATES: Record<OutboxMail['state'], { label: string; badge: string }> = {
  queued: { label: 'в очереди', badge: 'badge badge--warning' },
  sending: { label: 'отправляется', badge: 'badge badge--warning' },
  sent: { label: 'доставлено в ящик', badge: 'badge badge--success' },
  failed: { label: 'ошибка', badge: 'badge badge--danger' },
};

/** A mail of the local outbox: when, to whom, subject, kind, state and the text. */
export function OutboxMailCard({ mail }: { mail: OutboxMail }) {
  const state = STATES[mail.state];
  return (
    <article className="card stack" aria-labelledby={`mail-${mail.id}`}>
      <div className="fine-card__head">
        <h2 id={`mail-${mail.id}`} className="fine-card__title">
          {mail.subject}
        </h2>
        <span className={state.badge}>{state.label}</span>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>Время (Москва)</dt>
          <dd>
            <time dateTime={mail.createdAt.toISOString()}>{formatDateTimeRu(mail.createdAt.toISOString())}</time>
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
