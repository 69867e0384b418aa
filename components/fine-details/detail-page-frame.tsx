import Link from 'next/link';
import type { ReactNode } from 'react';
import { SandboxNotice } from '@/components/fines/sandbox-notice';
import styles from './fine-details.module.css';

/** A charge's page around its details: the link back to the list and, for sample data, the sandbox notice. */
export function DetailPageFrame({
  back,
  sandbox,
  children,
}: {
  back: { href: string; label: string };
  sandbox: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <Link href={back.href} className={styles.back}>
        ← {back.label}
      </Link>
      {sandbox && <SandboxNotice />}
      {children}
    </div>
  );
}
