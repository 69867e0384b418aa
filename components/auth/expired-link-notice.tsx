import Link from 'next/link';
import { Notice } from '@/components/ui/notice';

interface ExpiredLinkNoticeProps {
  /** Why the link from the letter cannot be used. */
  message: string;
  /** The login tab that sends a new letter of the same kind («/login?tab=forgot»). */
  requestHref: string;
}

/** A link from a letter that cannot go on (used, expired, cut short): the reason and the way to a new one. */
export function ExpiredLinkNotice({ message, requestHref }: ExpiredLinkNoticeProps) {
  return (
    <Notice tone="danger" role="alert">
      <p>{message}</p>
      <p>
        <Link href={requestHref}>Запросить новую ссылку</Link>
      </p>
    </Notice>
  );
}
