import 'server-only';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { layoutMail } from '@/lib/server/mail/templates';
import type { Mail } from '@/lib/server/mail/queue';

/**
 * The confirmation of a report about a charge. It repeats neither the report's text nor anything
 * else the sender typed: the address is whatever the sender gave, and the mail must not become a
 * way to send somebody a text of one's own through our server.
 */
export function complaintReceivedMail(to: string, report: { id: number; uin: string; createdAt: Date }): Mail {
  return layoutMail({
    to,
    kind: 'complaint',
    subject: `Сообщение об ошибке № ${report.id} получено`,
    heading: 'Мы получили ваше сообщение',
    paragraphs: [
      `Сообщение № ${report.id} об ошибке в начислении с УИН ${report.uin} принято ${formatDateTimeRu(report.createdAt.toISOString())} (время московское).`,
      'Мы сверим данные с ГИС ГМП и ответим на этот адрес. Пока ответа нет, начисление остаётся в списке как есть: если оно верно, оплатить его можно в срок.',
    ],
    footnote: 'Если вы ничего нам не писали, просто удалите это письмо.',
  });
}
