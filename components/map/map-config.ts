/**
 * Where the offence map takes its tiles from (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; README «Map»):
 * a URL template with `{z}`, `{x}`, `{y}` and the attribution its provider requires. Null when no
 * tile source is configured: the place is shown as coordinates and an address, without a map.
 */
export type MapConfig = { tileUrl: string; attribution: string } | null;

/** A point on the map, WGS 84 degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Coordinates as people read and copy them: `55.738145, 37.529448`. */
export function formatPoint(p: MapPoint): string {
  return `${p.lat.toFixed(6)}, ${p.lng.toFixed(6)}`;
}

/** The point on OpenStreetMap, to open in a new tab. */
export function openStreetMapUrl(p: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lng}#map=17/${p.lat}/${p.lng}`;
}

/** The point on Yandex Maps (`pt` takes longitude first). */
export function yandexMapsUrl(p: MapPoint): string {
  return `https://yandex.ru/maps/?pt=${p.lng},${p.lat}&z=17&l=map`;
}
