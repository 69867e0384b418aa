import type { ReactNode } from 'react';
import styles from './profile.module.css';

interface ProfileSectionProps {
  /** Stable id; the heading gets `{id}-title` (other code may move focus to it). */
  id: string;
  title: string;
  children: ReactNode;
}

/**
 * One card of the profile page: a region named by its heading. Every section of /profile
 * (account, security, documents…) is one component rendering this, so new ones slot in.
 */
export function ProfileSection({ id, title, children }: ProfileSectionProps) {
  return (
    <section className="card stack" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Moves focus to a section's heading (after the control in use disappeared). */
export function focusSection(id: string): void {
  document.getElementById(`${id}-title`)?.focus();
}
