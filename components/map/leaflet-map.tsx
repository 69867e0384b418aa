'use client';

import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import type { MapPoint } from './map-config';
import styles from './map.module.css';

/** Street level: houses and the road are told apart. */
const ZOOM = 16;

/**
 * A finger on a phone: one finger must scroll the page, not pan a map that fills most of the
 * screen (it would trap the scroll); pinching and the +/− buttons still zoom. Read once: the
 * map is made only in the browser.
 */
const panByDrag = () => typeof window === 'undefined' || !window.matchMedia('(pointer: coarse)').matches;

interface LeafletMapProps {
  point: MapPoint;
  /** The address, the marker's name for screen readers and on hover. */
  label: string;
  tileUrl: string;
  attribution: string;
}

/**
 * The interactive map (Leaflet with react-leaflet): a marker on the offence place over tiles from
 * `tileUrl`. Loaded only in the browser and only on pages that show a place (next/dynamic), so the
 * library never weighs on a page's first load. Tiles that do not load leave the marker on the
 * map's grid background: the place is still shown.
 */
export function LeafletMap({ point, label, tileUrl, attribution }: LeafletMapProps) {
  // A drawn marker: no image files to serve, and it scales with the page.
  const icon = divIcon({ className: styles.marker, iconSize: [28, 28], iconAnchor: [14, 28] });
  return (
    <MapContainer
      center={[point.lat, point.lng]}
      zoom={ZOOM}
      scrollWheelZoom={false}
      dragging={panByDrag()}
      style={{ height: '100%', background: 'transparent' }}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <Marker position={[point.lat, point.lng]} icon={icon} title={label} alt={label} keyboard />
    </MapContainer>
  );
}
