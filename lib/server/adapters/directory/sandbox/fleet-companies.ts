/**
 * Companies of the sandbox directory with a fixed, documented fleet, for trying out the
 * organization features: a large fleet, a fleet without fines, a registry failure and an ordinary
 * small fleet. Each has a valid ИНН (ФНС check digit), КПП and ОГРН (lib/domain/ogrn.ts) of the
 * Moscow tax office 7728, and is one of the SANDBOX_COMPANY_COUNT companies of the directory.
 */
import type { DirectoryCompany } from '../types';

/** What the sandbox registry answers for a fixed company's ИНН (registry/sandbox/fleet.ts). */
export type SandboxFleetBehaviour = 'largeFleet' | 'small' | 'empty' | 'error';

/** A fixed company: the directory record, its behaviour and what a person sees, in Russian (for the README). */
export interface SandboxFleetCompany extends DirectoryCompany {
  behaviour: SandboxFleetBehaviour;
  description: string;
}

/** The fixed companies; every other ИНН gets an ordinary generated fleet. */
export const SANDBOX_FLEET_COMPANIES: readonly SandboxFleetCompany[] = [
  {
    inn: '7728006000',
    kpp: '772801001',
    ogrn: '1157728006006',
    name: 'АО «Большой автопарк»',
    address: '127018, г. Москва, ул. Складочная, д. 1, стр. 4',
    behaviour: 'largeFleet',
    description: 'Большой автопарк: около 600 машин и несколько тысяч штрафов за два года во всех статусах',
  },
  {
    inn: '7728000016',
    kpp: '772801001',
    ogrn: '1167728000010',
    name: 'ООО «Тестовый автопарк»',
    address: '115201, г. Москва, Каширское ш., д. 13, офис 12',
    behaviour: 'small',
    description: 'Небольшой автопарк: от 10 до 20 машин и обычные штрафы',
  },
  {
    inn: '7728000009',
    kpp: '772801001',
    ogrn: '1187728000008',
    name: 'ООО «Автопарк без штрафов»',
    address: '109382, г. Москва, ул. Нижние Поля, д. 31',
    behaviour: 'empty',
    description: 'Машины есть, штрафов нет',
  },
  {
    inn: '7728005007',
    kpp: '772801001',
    ogrn: '1197728005001',
    name: 'ООО «Автопарк со сбоем реестра»',
    address: '129343, г. Москва, ул. Полярная, д. 7',
    behaviour: 'error',
    description: 'Реестр отвечает ошибкой (временный сбой, запрос можно повторить позже)',
  },
];

/** The fixed company with ИНН `inn`, if any. */
export function findSandboxFleetCompany(inn: string): SandboxFleetCompany | undefined {
  return SANDBOX_FLEET_COMPANIES.find((c) => c.inn === inn);
}
