import type { FineDetailsDto } from '@/lib/contract/fine-details';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { OffenceMap } from '@/components/map/offence-map';
import type { MapConfig } from '@/components/map/map-config';
import { PhotoGallery } from '@/components/photo-viewer/photo-gallery';
import { personName } from './person-name';
import { Pair, Pairs, Section } from './section';
import styles from './fine-details.module.css';

const RECORDED_BY: Record<NonNullable<FineDetailsDto['offenceType']>, string> = {
  camera: 'Камера автоматической фиксации (постановление без протокола)',
  inspector: 'Инспектор ДПС на месте',
};

/**
 * The offence (spec §3 Fine): when and where, how it was recorded, the ordinance's own description,
 * the vehicle and the person, the place on a map, and the camera photos. A charge found by a
 * lookup by УИН (no `id`) has no photos to show here: they belong to the person's own list.
 */
export function OffenceSection({ fine, map, organizationId }: { fine: FineDetailsDto; map: MapConfig; organizationId?: number }) {
  return (
    <Section title="Нарушение">
      {fine.offenceDesc && <p className={styles.description}>{fine.offenceDesc}</p>}
      <Pairs>
        <Pair term="Дата и время">{fine.offenceDateTime && formatDateTimeRu(fine.offenceDateTime)}</Pair>
        <Pair term="Как зафиксировано">{fine.offenceType && RECORDED_BY[fine.offenceType]}</Pair>
        <Pair term="Место" wide>
          {fine.offenceLocation}
        </Pair>
        <Pair term="Госномер">{fine.vehiclePlate}</Pair>
        <Pair term="СТС">{fine.stsNumber}</Pair>
        <Pair term="Водительское удостоверение">{fine.driverLicense}</Pair>
        <Pair term={fine.person?.organization ? 'Организация' : 'Владелец или водитель'}>{personName(fine.person)}</Pair>
      </Pairs>
      {fine.coordinates && (
        <OffenceMap point={fine.coordinates} address={fine.offenceLocation} config={map} title="Место нарушения" />
      )}
      {fine.photoCount > 0 && (
        <div className={styles.section}>
          <h3>Фотографии</h3>
          {fine.id !== null ? (
            <>
              <PhotoGallery fineId={fine.id} photoCount={fine.photoCount} organizationId={organizationId} />
              <noscript>
                <p>Фотографии ({fine.photoCount}) показываются, когда в браузере включён JavaScript.</p>
              </noscript>
            </>
          ) : (
            <p className="muted">
              Камера сделала {fine.photoCount} фото. Их можно посмотреть, добавив документ, по которому пришёл штраф.
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
