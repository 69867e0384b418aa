import type { CoordinatesDto } from '@/lib/contract/fine-details';
import { formatPoint } from '@/components/map/map-config';
import { Pair, Pairs, Section } from './section';

interface DepartmentProps {
  title: string;
  name: string | null;
  phone: string | null;
  coordinates?: CoordinatesDto | null;
}

/** `+7 (495) 012-34-56` → `tel:+74950123456`. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Who issued the charge (spec §3: gibddName, gibddPhone, gibddCoordinates; its gibddINN and
 * gibddOKTMO are the payee's ИНН and the ОКТМО of the requisites) or handles the order.
 */
export function DepartmentSection({ title, name, phone, coordinates }: DepartmentProps) {
  if (!name && !phone) return null;
  return (
    <Section title={title}>
      <Pairs>
        <Pair term="Название" wide>
          {name}
        </Pair>
        <Pair term="Телефон">
          {phone && (
            <a href={telHref(phone)} rel="external">
              {phone}
            </a>
          )}
        </Pair>
        <Pair term="Координаты">{coordinates && formatPoint(coordinates)}</Pair>
      </Pairs>
    </Section>
  );
}
