'use client';

import dynamic from 'next/dynamic';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { formatPoint, openStreetMapUrl, yandexMapsUrl, type MapConfig, type MapPoint } from './map-config';
import styles from './map.module.css';

/** Said in the map's place when the page's scripts do not run: the map never comes, the place is said below. */
export const MSG_MAP_NEEDS_SCRIPTS = 'Карта видна с включённым JavaScript. Адрес и координаты — под картой.';

/** The map's place until its chunk arrives: «Загружаем карту…» only while something does load. */
function MapLoading() {
  const scriptsRunning = useScriptsRunning();
  return (
    <div className={styles.loading}>
      {scriptsRunning ? (
        'Загружаем карту…'
      ) : (
        <noscript>
          <p>{MSG_MAP_NEEDS_SCRIPTS}</p>
        </noscript>
      )}
    </div>
  );
}

// The map library is a chunk of its own, fetched after the page shows (never on the first load).
const LeafletMap = dynamic(() => import('./leaflet-map').then((m) => m.LeafletMap), {
  ssr: false,
  loading: () => <MapLoading />,
});

interface OffenceMapProps {
  point: MapPoint;
  /** The address of the place. */
  address: string | null;
  /** The tile source, or null when none is configured (then no map, only the place in words). */
  config: MapConfig;
  /** What the point is, for the map's label: «Место нарушения». */
  title: string;
}

/**
 * Where something happened: an interactive map with a marker when a tile source is configured,
 * and in every case the address, the coordinates and links to open the point in a map service.
 * Without JavaScript, tiles or a network, the address and coordinates still say where.
 */
export function OffenceMap({ point, address, config, title }: OffenceMapProps) {
  const label = address ? `${title}: ${address}` : title;
  return (
    <figure className={styles.figure} data-testid="offence-map">
      {config && (
        <div className={styles.map} role="region" aria-label={`Карта. ${label}`}>
          <LeafletMap point={point} label={label} tileUrl={config.tileUrl} attribution={config.attribution} />
        </div>
      )}
      <figcaption className={styles.caption}>
        {address && <span>{address}</span>}
        <span>
          Координаты: <span className={styles.coordinates}>{formatPoint(point)}</span>
        </span>
        <span className={styles.links}>
          <a href={yandexMapsUrl(point)} target="_blank" rel="external noopener noreferrer">
            Открыть в Яндекс Картах
          </a>
          <a href={openStreetMapUrl(point)} target="_blank" rel="external noopener noreferrer">
            Открыть в OpenStreetMap
          </a>
        </span>
      </figcaption>
    </figure>
  );
}
