import { formatCount, plural } from '@/lib/domain/plural';

/**
 * How an organization's uploaded vehicle list is named beside it: «12 машин в списке», or «список
 * машин не загружен» (its fines come by the ИНН whether the list is uploaded or not, so «0 машин»
 * beside hundreds of vehicles' fines would read as a contradiction).
 */
export function vehicleListText(vehicles: number): string {
  return vehicles > 0
    ? `${formatCount(vehicles)} ${plural(vehicles, 'машина', 'машины', 'машин')} в списке`
    : 'список машин не загружен';
}
