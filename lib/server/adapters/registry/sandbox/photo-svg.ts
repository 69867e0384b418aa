/**
 * Sample camera photos drawn as SVG: a road, the car with its plate, and the overlay a traffic
 * camera prints (complex, date and time, speed, place, frame number). Pure text output with every
 * value escaped, no scripts and no external references.
 */
import { formatDateTimeRu } from '@/lib/domain/dates';
import type { RegistryPhoto } from '../types';
import type { SandboxFileFacts } from './attachments';

/** Pixel size of every sample photo. */
export const PHOTO_SIZE = { width: 960, height: 540 } as const;

const CAPTIONS = ['Общий вид', 'Государственный регистрационный знак', 'Контрольный кадр'] as const;

/** Escapes text for SVG content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The photos' descriptions: one per frame, taken a second apart from the offence time. */
export function photoList(facts: SandboxFileFacts): RegistryPhoto[] {
  const at = facts.offence ? Date.parse(facts.offence.at) : NaN;
  return Array.from({ length: facts.photoCount }, (_, i) => ({
    takenAt: Number.isNaN(at) ? '' : new Date(at + i * 1000).toISOString(),
    caption: CAPTIONS[i] ?? `Кадр ${i + 1}`,
    ...PHOTO_SIZE,
  }));
}

/** The car seen from behind: `scale` 1 is the overview, larger is closer. */
function car(cx: number, baseY: number, scale: number, plate: string): string {
  const w = 260 * scale;
  const h = 150 * scale;
  const x = cx - w / 2;
  const y = baseY - h;
  const plateW = 120 * scale;
  const plateH = 28 * scale;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${18 * scale}" fill="#8a96a3"/>`,
    `<rect x="${x + 24 * scale}" y="${y + 14 * scale}" width="${w - 48 * scale}" height="${44 * scale}" rx="${8 * scale}" fill="#2a3440"/>`,
    `<rect x="${x + 10 * scale}" y="${y + 72 * scale}" width="${34 * scale}" height="${16 * scale}" fill="#c0392b"/>`,
    `<rect x="${x + w - 44 * scale}" y="${y + 72 * scale}" width="${34 * scale}" height="${16 * scale}" fill="#c0392b"/>`,
    `<rect x="${cx - plateW / 2}" y="${y + 96 * scale}" width="${plateW}" height="${plateH}" rx="${3 * scale}" fill="#ffffff" stroke="#111" stroke-width="${2 * scale}"/>`,
    `<text x="${cx}" y="${y + 96 * scale + plateH * 0.75}" font-size="${20 * scale}" font-family="Arial, sans-serif" font-weight="700" text-anchor="middle" fill="#111">${escapeXml(plate)}</text>`,
  ].join('');
}

/** The `index`-th photo (0-based) of a charge as an SVG document; null when there is no such photo. */
export function photoSvg(facts: SandboxFileFacts, index: number): string | null {
  const o = facts.offence;
  if (!o || !Number.isInteger(index) || index < 0 || index >= facts.photoCount) return null;
  const { width, height } = PHOTO_SIZE;
  const takenAt = photoList(facts)[index]!.takenAt;
  const when = takenAt ? formatDateTimeRu(takenAt) : '';
  const seconds = takenAt ? takenAt.slice(17, 19) : '00';
  const plate = o.plate ?? 'НЕ РАСПОЗНАН';
  // The overview, the plate close up, then a frame a moment later with the car further away.
  const scene = [car(480, 470, 1.3, plate), car(480, 520, 3, plate), car(500, 390, 0.8, plate)][index % 3]!;
  const speed = o.speed
    ? `<rect x="700" y="64" width="240" height="84" rx="8" fill="#000" fill-opacity="0.65"/>` +
      `<text x="820" y="108" font-size="34" font-family="Arial, sans-serif" font-weight="700" text-anchor="middle" fill="#ff5a4f">${o.speed.measured} км/ч</text>` +
      `<text x="820" y="136" font-size="16" font-family="Arial, sans-serif" text-anchor="middle" fill="#fff">ограничение ${o.speed.limit} км/ч</text>`
    : '';
  const label = `Фото ${index + 1} из ${facts.photoCount}: ${CAPTIONS[index] ?? ''}, ${when}, ${plate}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4b5968"/><stop offset="1" stop-color="#20272f"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<polygon points="380,200 580,200 960,540 0,540" fill="#30353b"/>`,
    `<polygon points="474,200 486,200 500,540 460,540" fill="#d9d9d9" fill-opacity="0.5"/>`,
    scene,
    `<rect x="0" y="0" width="${width}" height="48" fill="#000" fill-opacity="0.7"/>`,
    `<text x="16" y="31" font-size="18" font-family="Courier New, monospace" fill="#fff">${escapeXml(`${o.camera ?? 'Камера'} · ${when}:${seconds} · кадр ${index + 1}/${facts.photoCount}`)}</text>`,
    speed,
    `<rect x="0" y="${height - 56}" width="${width}" height="56" fill="#000" fill-opacity="0.7"/>`,
    `<text x="16" y="${height - 32}" font-size="16" font-family="Arial, sans-serif" fill="#fff">${escapeXml(o.place)}</text>`,
    `<text x="16" y="${height - 12}" font-size="14" font-family="Courier New, monospace" fill="#cfd6de">${escapeXml(`${o.lat.toFixed(6)}, ${o.lng.toFixed(6)} · УИН ${facts.uin}`)}</text>`,
    `<text x="${width - 16}" y="${height - 12}" font-size="14" font-family="Arial, sans-serif" text-anchor="end" fill="#ffcf5a">ДЕМОНСТРАЦИОННЫЙ РЕЖИМ</text>`,
    `</svg>`,
  ].join('');
}
