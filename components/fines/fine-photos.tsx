import Image from 'next/image';

/** Camera photos of an offence as thumbnails; each opens full size in a new tab. */
export function FinePhotos({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <ul className="photos" aria-label="Фото нарушения">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {/* Small local SVGs: no resizing service needed. */}
            <Image src={url} alt={`Фото нарушения ${i + 1} (откроется в новой вкладке)`} width={144} height={96} unoptimized />
          </a>
        </li>
      ))}
    </ul>
  );
}
