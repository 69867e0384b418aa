import { useId, type ReactNode } from 'react';
import styles from './fine-details.module.css';

/** A titled part of a charge's page; the heading labels it for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`card ${styles.section}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Term–value pairs: two columns on wide screens, one on a phone. */
export function Pairs({ children }: { children: ReactNode }) {
  return <dl className={styles.pairs}>{children}</dl>;
}

/** One term–value pair; nothing when `value` is null or empty (a field the charge does not carry). */
export function Pair({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className={wide ? styles.wide : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
