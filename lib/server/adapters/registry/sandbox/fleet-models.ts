/**
 * Vehicle models of the sandbox fleets, by what the company does: a taxi fleet runs sedans, a
 * delivery service vans, a haulier tractor units, a builder dump trucks. The trade is read from
 * the company's name (`Таксопарк …`, `…-Строй`), or drawn when the name tells nothing.
 */
import type { Rng } from './prng';

/** What a fleet is used for. */
export type FleetProfile = 'taxi' | 'delivery' | 'freight' | 'construction' | 'agriculture' | 'mixed';

/** Models of each profile, as registration certificates print them. */
const MODELS: Record<FleetProfile, readonly string[]> = {
  taxi: [
    'Hyundai Solaris',
    'Kia Rio',
    'Volkswagen Polo',
    'Skoda Rapid',
    'Lada Vesta',
    'Lada Granta',
    'Renault Logan',
    'Kia K5',
    'Toyota Camry',
    'Chery Tiggo 4 Pro',
    'Haval Jolion',
    'Geely Coolray',
  ],
  delivery: [
    'ГАЗель Next',
    'ГАЗель Бизнес',
    'ГАЗ Соболь',
    'Lada Largus',
    'Ford Transit',
    'Mercedes-Benz Sprinter',
    'Peugeot Boxer',
    'Fiat Ducato',
    'Hyundai Porter',
    'Volkswagen Crafter',
    'УАЗ Профи',
  ],
  freight: [
    'КАМАЗ 5490',
    'КАМАЗ 54901',
    'МАЗ 5440',
    'Volvo FH',
    'Scania R450',
    'MAN TGX',
    'Mercedes-Benz Actros',
    'Shacman X3000',
    'Sitrak C7H',
    'Hyundai HD78',
    'Isuzu ELF',
    'ГАЗон Next',
  ],
  construction: [
    'КАМАЗ 65115',
    'КАМАЗ 6520',
    'МАЗ 6501',
    'Shacman SX3258',
    'Howo ZZ3257',
    'Урал Next',
    'ГАЗ Садко Next',
    'ГАЗель Next',
    'УАЗ Патриот',
  ],
  agriculture: ['КАМАЗ 45143', 'ГАЗ Садко Next', 'Урал Next', 'МАЗ 5550', 'УАЗ Профи', 'УАЗ Патриот', 'Lada Niva Legend'],
  mixed: [
    'Lada Largus',
    'Lada Vesta',
    'ГАЗель Next',
    'Hyundai Solaris',
    'Kia Rio',
    'КАМАЗ 65115',
    'Toyota Camry',
    'Volkswagen Polo',
    'ГАЗ Соболь',
    'Hyundai Porter',
  ],
};

/** Words of a company name that tell its trade, checked in this order. */
const NAME_HINTS: readonly (readonly [RegExp, FleetProfile])[] = [
  [/такси|таксо/i, 'taxi'],
  [/агро|колос|нива|поле|хозяйство|снабжение/i, 'agriculture'],
  [/строй|стройка|монолит|гранит|дорожно/i, 'construction'],
  [/доставк|курьер|маркет|торг|трейд|экспресс/i, 'delivery'],
  [/логисти|транс|карго|перевоз|автоколонна|автобаза|автокомбинат|магистрал|рейс|терминал|экспедитор/i, 'freight'],
  [/автопарк/i, 'mixed'],
];

/** Profiles drawn when the name tells nothing, by weight. */
const DRAWN: readonly { weight: number; value: FleetProfile }[] = [
  { weight: 35, value: 'mixed' },
  { weight: 20, value: 'delivery' },
  { weight: 20, value: 'freight' },
  { weight: 10, value: 'taxi' },
  { weight: 10, value: 'construction' },
  { weight: 5, value: 'agriculture' },
];

/** The trade of a company named `name` (`ООО «Таксопарк Вектор»` → taxi); drawn from `rng` when the name tells nothing. */
export function fleetProfile(name: string, rng: Rng): FleetProfile {
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(name));
  return hint ? hint[1] : rng.weighted(DRAWN);
}

/** A model of `profile` drawn from `rng`; about one vehicle in ten is a company car of any kind. */
export function drawModel(rng: Rng, profile: FleetProfile): string {
  return rng.pick(MODELS[rng.chance(0.1) ? 'mixed' : profile]);
}
