import type { FineDetailsDto } from '@/lib/contract/fine-details';
import { formatDateTimeRu } from '@/lib/domain/dates';
import { MSG_MASKED_PERSON } from '@/lib/domain/messages';
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
 * the vehicle and the person, the place on a map, and the camera photos. A charge known only by
 * its УИН (a lookup, or one kept from it: `masked`) shows the person masked and no photos: they
 * are shown once a document of the person finds the charge.
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
      {fine.masked && <p className="muted">{MSG_MASKED_PERSON}</p>}
      {fine.coordinates && (
        <OffenceMap point={fine.coordinates} address={fine.offenceLocation} config={map} title="Место нарушения" />
      )}
      {fine.photoCount > 0 && (
        <div className={styles.section}>
          <h3>Фотографии</h3>
          {fine.id !== null && !fine.masked ? (
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
