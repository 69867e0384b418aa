/**
 * Regions the sandbox places offences in: plate region codes, the name, a centre and a few
 * streets with approximate coordinates. Coordinates are WGS 84 degrees.
 */

/** Identifier of a sandbox region. */
export type SandboxRegionId = 'moscow' | 'spb' | 'moscowOblast' | 'tatarstan' | 'sverdlovsk' | 'novosibirsk' | 'krasnodar';

/** A street an offence can happen on: the address before the house number and where it is. */
export interface SandboxStreet {
  /** Address without the house number, e.g. `г. Москва, ул. Тверская`. */
  address: string;
  lat: number;
  lng: number;
  /** ОКТМО of the municipality the street is in (8 digits). */
  oktmo: string;
}

/** One region of the sandbox. */
export interface SandboxRegion {
  id: SandboxRegionId;
  /** Subject code of the Russian Federation (2 digits), used inside УИН and case numbers. */
  subjectCode: string;
  /** Plate region codes of the subject (traffic police codes, DOMAIN.md "Documents"). */
  plateCodes: readonly string[];
  /** Region name in Russian, e.g. `Московская область`. */
  name: string;
  centre: { lat: number; lng: number };
  streets: readonly SandboxStreet[];
}

/** The region table; the first row (Moscow) is the fallback for unknown codes. */
export const SANDBOX_REGIONS: readonly [SandboxRegion, ...SandboxRegion[]] = [
  {
    id: 'moscow',
    subjectCode: '77',
    plateCodes: ['77', '97', '99', '177', '197', '199', '777', '797', '799', '977'],
    name: 'г. Москва',
    centre: { lat: 55.7558, lng: 37.6173 },
    streets: [
      { address: 'г. Москва, ул. Тверская', lat: 55.7652, lng: 37.6047, oktmo: '45000000' },
      { address: 'г. Москва, Ленинградский просп.', lat: 55.7905, lng: 37.5335, oktmo: '45000000' },
      { address: 'г. Москва, Кутузовский просп.', lat: 55.7412, lng: 37.5293, oktmo: '45000000' },
      { address: 'г. Москва, Профсоюзная ул.', lat: 55.6627, lng: 37.5506, oktmo: '45000000' },
      { address: 'г. Москва, Варшавское ш.', lat: 55.6458, lng: 37.6205, oktmo: '45000000' },
      { address: 'г. Москва, просп. Мира', lat: 55.8061, lng: 37.6389, oktmo: '45000000' },
      { address: 'г. Москва, Садовая-Кудринская ул.', lat: 55.7617, lng: 37.5845, oktmo: '45000000' },
    ],
  },
  {
    id: 'spb',
    subjectCode: '78',
    plateCodes: ['78', '98', '178', '198'],
    name: 'г. Санкт-Петербург',
    centre: { lat: 59.9386, lng: 30.3141 },
    streets: [
      { address: 'г. Санкт-Петербург, Невский просп.', lat: 59.9327, lng: 30.3484, oktmo: '40000000' },
      { address: 'г. Санкт-Петербург, Московский просп.', lat: 59.8707, lng: 30.32, oktmo: '40000000' },
      { address: 'г. Санкт-Петербург, Лиговский просп.', lat: 59.9206, lng: 30.3555, oktmo: '40000000' },
      { address: 'г. Санкт-Петербург, просп. Энгельса', lat: 60.0297, lng: 30.3302, oktmo: '40000000' },
      { address: 'г. Санкт-Петербург, Приморский просп.', lat: 59.9849, lng: 30.2558, oktmo: '40000000' },
      { address: 'г. Санкт-Петербург, наб. Обводного канала', lat: 59.9107, lng: 30.3318, oktmo: '40000000' },
    ],
  },
  {
    id: 'moscowOblast',
    subjectCode: '50',
    plateCodes: ['50', '90', '150', '190', '750', '790'],
    name: 'Московская область',
    // The oblast surrounds Moscow; its towns lie within about half a degree of this point.
    centre: { lat: 55.7558, lng: 37.6173 },
    streets: [
      { address: 'Московская обл., г. Балашиха, ш. Энтузиастов', lat: 55.7961, lng: 37.9381, oktmo: '46704000' },
      { address: 'Московская обл., г. Одинцово, Можайское ш.', lat: 55.678, lng: 37.2776, oktmo: '46755000' },
      { address: 'Московская обл., г. Мытищи, Ярославское ш.', lat: 55.9116, lng: 37.7308, oktmo: '46746000' },
      { address: 'Московская обл., г. Химки, Ленинградское ш.', lat: 55.8887, lng: 37.4304, oktmo: '46783000' },
      { address: 'Московская обл., г. Подольск, ул. Кирова', lat: 55.4312, lng: 37.5446, oktmo: '46760000' },
      { address: 'Московская обл., г. Красногорск, Волоколамское ш.', lat: 55.8204, lng: 37.3302, oktmo: '46744000' },
    ],
  },
  {
    id: 'tatarstan',
    subjectCode: '16',
    plateCodes: ['16', '116', '716'],
    name: 'Республика Татарстан',
    centre: { lat: 55.7963, lng: 49.1088 },
    streets: [
      { address: 'Республика Татарстан, г. Казань, ул. Пушкина', lat: 55.7918, lng: 49.1264, oktmo: '92701000' },
      { address: 'Республика Татарстан, г. Казань, просп. Ямашева', lat: 55.8287, lng: 49.1315, oktmo: '92701000' },
      { address: 'Республика Татарстан, г. Казань, ул. Декабристов', lat: 55.8223, lng: 49.1006, oktmo: '92701000' },
      { address: 'Республика Татарстан, г. Казань, просп. Победы', lat: 55.7545, lng: 49.2035, oktmo: '92701000' },
      { address: 'Республика Татарстан, г. Казань, Оренбургский тракт', lat: 55.7533, lng: 49.176, oktmo: '92701000' },
    ],
  },
  {
    id: 'sverdlovsk',
    subjectCode: '66',
    plateCodes: ['66', '96', '196'],
    name: 'Свердловская область',
    centre: { lat: 56.8389, lng: 60.6057 },
    streets: [
      { address: 'Свердловская обл., г. Екатеринбург, ул. Малышева', lat: 56.8354, lng: 60.6164, oktmo: '65701000' },
      { address: 'Свердловская обл., г. Екатеринбург, просп. Ленина', lat: 56.8389, lng: 60.6003, oktmo: '65701000' },
      { address: 'Свердловская обл., г. Екатеринбург, ул. Белинского', lat: 56.8225, lng: 60.6214, oktmo: '65701000' },
      { address: 'Свердловская обл., г. Екатеринбург, ул. 8 Марта', lat: 56.8181, lng: 60.5985, oktmo: '65701000' },
      { address: 'Свердловская обл., г. Екатеринбург, Сибирский тракт', lat: 56.8306, lng: 60.679, oktmo: '65701000' },
    ],
  },
  {
    id: 'novosibirsk',
    subjectCode: '54',
    plateCodes: ['54', '154'],
    name: 'Новосибирская область',
    centre: { lat: 55.0084, lng: 82.9357 },
    streets: [
      { address: 'Новосибирская обл., г. Новосибирск, Красный просп.', lat: 55.0372, lng: 82.9175, oktmo: '50701000' },
      { address: 'Новосибирская обл., г. Новосибирск, ул. Кирова', lat: 55.0205, lng: 82.9541, oktmo: '50701000' },
      { address: 'Новосибирская обл., г. Новосибирск, ул. Большевистская', lat: 55.0107, lng: 82.952, oktmo: '50701000' },
      { address: 'Новосибирская обл., г. Новосибирск, ул. Богдана Хмельницкого', lat: 55.0807, lng: 82.9597, oktmo: '50701000' },
    ],
  },
  {
    id: 'krasnodar',
    subjectCode: '23',
    plateCodes: ['23', '93', '123', '193'],
    name: 'Краснодарский край',
    centre: { lat: 45.0355, lng: 38.9753 },
    streets: [
      { address: 'Краснодарский край, г. Краснодар, ул. Красная', lat: 45.0401, lng: 38.976, oktmo: '03701000' },
      { address: 'Краснодарский край, г. Краснодар, ул. Северная', lat: 45.0418, lng: 38.9843, oktmo: '03701000' },
      { address: 'Краснодарский край, г. Краснодар, ул. Ставропольская', lat: 45.0213, lng: 39.0253, oktmo: '03701000' },
      { address: 'Краснодарский край, г. Краснодар, ул. Уральская', lat: 45.0301, lng: 39.0687, oktmo: '03701000' },
      { address: 'Краснодарский край, г. Краснодар, Ростовское ш.', lat: 45.0962, lng: 38.9741, oktmo: '03701000' },
    ],
  },
];

/** Moscow: the region used when a code is not in the table. */
export const FALLBACK_REGION: SandboxRegion = SANDBOX_REGIONS[0];

/** The region a plate region code (`77`, `750`) belongs to, or undefined when the table lacks it. */
export function regionByPlateCode(code: string): SandboxRegion | undefined {
  return SANDBOX_REGIONS.find((r) => r.plateCodes.includes(code));
}
