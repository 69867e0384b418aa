/**
 * Who a sandbox charge is addressed to: the payer's names (or an organization), the vehicle's
 * plate and the documents the charge record names. Drawn from the document's own seed
 * (`type:number:payer`), so every charge of one document names the same person and car, and
 * nothing here shifts the draws of the charges themselves.
 */
import type { RegistryDocument, RegistryPayer } from '../types';
import { createRng, type Rng } from './prng';
import type { SandboxRegion } from './regions';

const MALE = {
  surnames: ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Фёдоров'],
  names: ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артём', 'Илья', 'Кирилл', 'Михаил'],
};
const FEMALE = {
  surnames: [
    'Иванова',
    'Смирнова',
    'Кузнецова',
    'Попова',
    'Васильева',
    'Петрова',
    'Соколова',
    'Михайлова',
    'Новикова',
    'Фёдорова',
  ],
  names: ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Екатерина', 'Татьяна', 'Ирина', 'Светлана', 'Юлия'],
};
// Fathers' names and the patronymics they give a son and a daughter.
const PATRONYMICS: readonly (readonly [string, string])[] = [
  ['Александрович', 'Александровна'],
  ['Сергеевич', 'Сергеевна'],
  ['Владимирович', 'Владимировна'],
  ['Андреевич', 'Андреевна'],
  ['Николаевич', 'Николаевна'],
  ['Игоревич', 'Игоревна'],
  ['Викторович', 'Викторовна'],
  ['Олегович', 'Олеговна'],
];
const ORGANIZATIONS = [
  'ООО «Вектор»',
  'ООО «Северный путь»',
  'АО «Транслогистик»',
  'ООО «Городские перевозки»',
  'ООО «Стройресурс»',
];

/** Plate letters (ГОСТ Р 50577-2018: those with Latin twins). */
const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

/** A person's names drawn from `rng`: surname, name and patronymic of one gender. */
function personNames(rng: Rng): Pick<RegistryPayer, 'surname' | 'name' | 'patronymic'> {
  const female = rng.chance(0.35);
  const set = female ? FEMALE : MALE;
  const [son, daughter] = rng.pick(PATRONYMICS);
  return { surname: rng.pick(set.surnames), name: rng.pick(set.names), patronymic: female ? daughter : son };
}

/** A type 1 plate of `region` drawn from `rng`: letter, 3 digits (not 000), 2 letters, region code — `А123ВС77`. */
function drawPlate(rng: Rng, region: SandboxRegion): string {
  const letter = (): string => PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)]!;
  const digits = String(rng.int(1, 999)).padStart(3, '0');
  return `${letter()}${digits}${letter()}${letter()}${rng.pick(region.plateCodes)}`;
}

/** A СТС or ВУ number of `region`'s subject: 2-digit series region, 2 digits, 6 digits (`7723456789`). */
function drawVehicleDocument(rng: Rng, region: SandboxRegion): string {
  return `${region.subjectCode}${String(rng.int(1, 99)).padStart(2, '0')}${rng.digits(6)}`;
}

/** Who a document belongs to and the car it goes with, as the registry's records name them. */
export interface SandboxHolder {
  payer: RegistryPayer;
  /** Plate of the car, e.g. `А123ВС77`. */
  plate: string;
  /** Short name as printed on documents: `Иванов И. И.` or the organization. */
  displayName: string;
}

/**
 * The holder of `doc` (whose home region is `home`): a СТС gives its plate (when the person gave
 * one) and the certificate number; a ВУ the licence number and a car of the home region; an ИНН
 * a person (12 digits) or an organization (10 digits) and a car. Deterministic per document.
 */
export function sandboxHolder(doc: RegistryDocument, home: SandboxRegion): SandboxHolder {
  const rng = createRng(`${doc.type}:${doc.number}:payer`);
  const organization = doc.type === 'inn' && doc.number.length === 10;
  const names = organization
    ? { surname: null, name: null, patronymic: null, organization: rng.pick(ORGANIZATIONS) }
    : { ...personNames(rng), organization: null };
  const drawnPlate = drawPlate(rng, home);
  const plate = doc.type === 'sts' && doc.plateNumber && doc.plateRegion ? `${doc.plateNumber}${doc.plateRegion}` : drawnPlate;
  const drawnSts = drawVehicleDocument(rng, home);
  const payer: RegistryPayer = {
    ...names,
    sts: doc.type === 'sts' ? doc.number : drawnSts,
    driverLicense: doc.type === 'driverLicense' ? doc.number : null,
    inn: doc.type === 'inn' ? doc.number : null,
  };
  const displayName = names.organization ?? `${names.surname} ${names.name?.[0]}. ${names.patronymic?.[0]}.`;
  return { payer, plate, displayName };
}
