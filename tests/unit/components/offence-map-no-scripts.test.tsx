import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG_MAP_NEEDS_SCRIPTS, OffenceMap } from '@/components/map/offence-map';

describe('the offence map as the server sends it', () => {
  it('says the map needs JavaScript (in <noscript>) instead of «Загружаем карту…», which would never end without scripts', () => {
    const html = renderToString(
      <OffenceMap
        point={{ lat: 55.751244, lng: 37.618423 }}
        address="Москва, Красная площадь"
        config={{ tileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'OSM' }}
        title="Место нарушения"
      />,
    );
    expect(html).toContain(`<noscript><p>${MSG_MAP_NEEDS_SCRIPTS}</p></noscript>`);
    expect(html).not.toContain('Загружаем карту');
    expect(html).toContain('Москва, Красная площадь');
  });
});
