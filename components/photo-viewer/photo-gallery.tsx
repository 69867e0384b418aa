'use client';

import dynamic from 'next/dynamic';
import { useReducer } from 'react';
import { ApiError } from '@/api-client/client';
import { Notice } from '@/components/ui/notice';
import { usePhotos } from './use-photos';
import { VIEWER_CLOSED, viewerReducer } from './viewer-state';
import { WaitProgress } from './wait-progress';
import styles from './photo-gallery.module.css';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';

// The modal is its own chunk: fetched the first time a photo is opened.
const PhotoViewer = dynamic(() => import('./photo-viewer').then((m) => m.PhotoViewer), { ssr: false });

/**
 * The camera photos of one of the person's fines (spec §4, §7): progress while the registry
 * prepares them (the server says how long to wait; the page asks again after exactly that), then
 * thumbnails that open the viewer at that photo. An error says so with «Повторить».
 */
export function PhotoGallery({
  fineId,
  photoCount,
  organizationId,
}: {
  fineId: number;
  photoCount: number;
  organizationId?: number;
}) {
  const photos = usePhotos(fineId, organizationId);
  const [viewer, dispatch] = useReducer(viewerReducer, VIEWER_CLOSED);
  const scriptsRunning = useScriptsRunning();
  const data = photos.data;

  if (photos.isError) {
    const message = photos.error instanceof ApiError ? photos.error.errorDesc : 'Не удалось загрузить фотографии';
    return (
      <Notice tone="danger" role="alert">
        <p>{message}</p>
        <button type="button" className="button button--secondary" onClick={() => void photos.refetch()}>
          Повторить
        </button>
      </Notice>
    );
  }
  if (!data) {
    // Without scripts nothing loads: the section's own note says the photos need JavaScript.
    if (!scriptsRunning) return null;
    return (
      <p className="muted" role="status">
        Загружаем фотографии ({photoCount})…
      </p>
    );
  }
  if (data.status === 'wait') return <WaitProgress seconds={data.wait} since={photos.dataUpdatedAt} />;
  if (data.photos.length === 0) return <p className="muted">Фотографий нет.</p>;

  const count = data.photos.length;
  return (
    <>
      <ul className={styles.list} aria-label="Фотографии нарушения">
        {data.photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => dispatch({ type: 'open', page: i, count })}
              aria-label={`Открыть фото ${i + 1} из ${count}: ${photo.caption}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {viewer.open && (
        <PhotoViewer
          photos={data.photos}
          page={viewer.page}
          onNext={() => dispatch({ type: 'next', count })}
          onPrevious={() => dispatch({ type: 'previous' })}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </>
  );
}
