import type { UserDto } from '@/lib/contract/accounts';
import styles from './profile.module.css';

/**
 * The account's avatar, decorative: a drawn figure by gender (`m` by default) for a person, an office
 * building for a legal entity (user type 3), which has no gender to choose.
 */
export function Avatar({ gender, legalEntity = false }: { gender: UserDto['gender']; legalEntity?: boolean }) {
  if (legalEntity) {
    return (
      <svg className={styles.avatar} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="32" fill="#e0e7ff" />
        <path d="M20 50V18h24v32z" fill="#3730a3" />
        <path d="M25 23h5v5h-5zm9 0h5v5h-5zm-9 9h5v5h-5zm9 0h5v5h-5zM29 42h6v8h-6z" fill="#c7d2fe" />
      </svg>
    );
  }
  const female = gender === 'f';
  return (
    <svg className={styles.avatar} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={female ? '#fce7f3' : '#dbeafe'} />
      {female && <path d="M17 36c0-14 6-22 15-22s15 8 15 22l-4 6H21z" fill="#9d174d" />}
      <circle cx="32" cy="26" r="11" fill="#f5d0b5" />
      {!female && <path d="M21 24c0-8 5-12 11-12s11 4 11 12c-3-4-7-5-11-5s-8 1-11 5z" fill="#1e3a8a" />}
      <path d="M12 58c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" fill={female ? '#db2777' : '#1d4ed8'} />
    </svg>
  );
}
