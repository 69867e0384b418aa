import type { ReactNode } from 'react';

interface NoticeProps {
  tone?: 'info' | 'warning' | 'danger';
  /** Short visible marker before the text (e.g. «!»); decorative. */
  icon?: string;
  role?: 'status' | 'alert';
  children: ReactNode;
}

/** A highlighted message block: information, a warning or an error. */
export function Notice({ tone = 'info', icon = tone === 'info' ? 'i' : '!', role, children }: NoticeProps) {
  return (
    <div className={tone === 'info' ? 'notice' : `notice notice--${tone}`} role={role}>
      <span className="notice__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="notice__body">{children}</div>
    </div>
  );
}
