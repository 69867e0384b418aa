'use client';

import { useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { FocusTrap } from 'focus-trap-react';
import { useSwipeable } from 'react-swipeable';
import type { PhotoDto } from '@/lib/contract/fine-details';
import { formatDateTimeRu } from '@/lib/domain/dates';
import styles from './photo-viewer.module.css';

interface PhotoViewerProps {
  photos: readonly PhotoDto[];
  /** The page shown, 0-based. */
  page: number;
  onNext: () => void;
  onPrevious: () => void;
  onClose: () => void;
}

/**
 * The photo viewer (spec §4): a modal dialog over the page showing one photo with «Фото N из M»,
 * paged by the buttons, the arrow keys and a swipe on a touch screen; Escape, «Закрыть» or a click
 * on the backdrop closes it. Focus stays inside while it is open and returns to the photo that
 * opened it (focus-trap); the page behind does not scroll. Loaded lazily with next/dynamic.
 */
export function PhotoViewer({ photos, page, onNext, onPrevious, onClose }: PhotoViewerProps) {
  const titleId = useId();
  const photo = photos[page];
  const swipe = useSwipeable({ onSwipedLeft: onNext, onSwipedRight: onPrevious, preventScrollOnSwipe: true });

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  if (!photo) return null;
  const first = page === 0;
  const last = page === photos.length - 1;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') onNext();
    else if (event.key === 'ArrowLeft') onPrevious();
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
  }

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        escapeDeactivates: false,
        clickOutsideDeactivates: false,
        returnFocusOnDeactivate: true,
        // Every control of the dialog is visible: no layout check (which a test DOM cannot do).
        tabbableOptions: { displayCheck: 'none' },
      }}
    >
      <div
        className={styles.backdrop}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose();
        }}
      >
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onKeyDown}>
          <div className={styles.bar}>
            <h2 id={titleId} className={styles.title} aria-live="polite">
              Фото {page + 1} из {photos.length}
            </h2>
            <button type="button" className={styles.close} onClick={onClose}>
              Закрыть
            </button>
          </div>
          <div className={styles.frame} {...swipe}>
            {/* Signed links to small SVGs: no image optimizer in between. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              className={styles.image}
              src={photo.url}
              alt={photo.caption}
              width={photo.width}
              height={photo.height}
              draggable={false}
            />
          </div>
          <p className={styles.caption}>
            {photo.caption}
            {photo.takenAt && `, ${formatDateTimeRu(photo.takenAt)}`}
          </p>
          <div className={styles.controls}>
            <button
              type="button"
              className={`button button--secondary ${styles.control}`}
              onClick={onPrevious}
              aria-disabled={first || undefined}
            >
              ← Назад
            </button>
            <button
              type="button"
              className={`button button--secondary ${styles.control}`}
              onClick={onNext}
              aria-disabled={last || undefined}
            >
              Вперёд →
            </button>
          </div>
        </div>
      </div>
    </FocusTrap>,
    document.body,
  );
}
