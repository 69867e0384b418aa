/**
 * Where the sandbox companies are registered: towns of the sandbox regions (registry/sandbox/regions.ts)
 * with the codes of their tax offices, the start of their postal index and streets for legal
 * addresses. A tax office code has 4 digits, the first two being the subject code (`7728` is
 * ИФНС № 28 of Moscow); ИНН, КПП and ОГРН of a company start from it.
 */
import type { SandboxRegionId } from '../../registry/sandbox/regions';

/** One town companies are registered in. */
export interface SandboxLocality {
  region: SandboxRegionId;
  /** The address up to the town: `г. Москва`, `Московская обл., г. Балашиха`. */
  city: string;
  /** Leading digits of the town's postal indexes (one is picked); the rest of the 6 digits is drawn. */
  postcodes: readonly string[];
  /** 4-digit codes of the town's tax offices; the first two digits are the subject code. */
  taxOffices: readonly string[];
  /** Streets with their kind, e.g. `ул. Складочная`, `Дмитровское ш.`. */
  streets: readonly string[];
  /** Share of the sandbox companies registered here, relative to the other towns. */
  weight: number;
}

/** Codes written in one line, separated by spaces. */
const codes = (line: string): readonly string[] => line.split(' ');

/** Towns of the sandbox companies: Moscow, St Petersburg and the larger towns of the other regions. */
export const SANDBOX_LOCALITIES: readonly SandboxLocality[] = [
  {
    region: 'moscow',
    city: 'г. Москва',
    postcodes: ['10', '11', '12'],
    // ИФНС России № 1–51 of Moscow (codes 7701–7751), a selection.
    taxOffices: codes(
      '7701 7702 7703 7704 7705 7706 7707 7708 7709 7710 7713 7714 7715 7716 7717 7718 7719 7720 7721 7722 7723 7724 ' +
        '7725 7726 7727 7728 7729 7730 7731 7733 7734 7735 7736 7743 7751',
    ),
    streets: [
      'ул. Складочная',
      'Дмитровское ш.',
      'Каширское ш.',
      'Рязанский просп.',
      'ул. Электродная',
      'Волгоградский просп.',
      'ул. Нижние Поля',
      'Андроновское ш.',
      'ул. Бутлерова',
      'Варшавское ш.',
      'Научный пр.',
      'ул. Подъёмная',
      'Огородный пр.',
      'ул. Полярная',
      'Алтуфьевское ш.',
      'ул. Верхние Поля',
    ],
    weight: 35,
  },
  {
    region: 'spb',
    city: 'г. Санкт-Петербург',
    postcodes: ['19'],
    taxOffices: codes('7802 7804 7805 7806 7807 7810 7811 7813 7814 7816 7817 7820 7825 7838 7839 7840 7841 7842'),
    streets: [
      'ул. Салова',
      'Химический пер.',
      'Софийская ул.',
      'Витебский просп.',
      'ул. Седова',
      'Кубинская ул.',
      'Предпортовая ул.',
      'пр. Обуховской Обороны',
      'Шкиперский проток',
      'ул. Студенческая',
    ],
    weight: 15,
  },
  ...(
    [
      ['г. Балашиха', '1439', '5001', ['ш. Энтузиастов', 'ул. Советская', 'Леоновское ш.']],
      ['г. Видное', '1427', '5003', ['Белокаменное ш.', 'ул. Строительная', 'ул. Школьная']],
      ['г. Домодедово', '1420', '5009', ['Каширское ш.', 'ул. Логистическая', 'ул. Авиационная']],
      ['г. Королёв', '1410', '5018', ['ул. Пионерская', 'Ярославское ш.']],
      ['г. Красногорск', '1434', '5024', ['Волоколамское ш.', 'ул. Ильинская', 'Ильинское ш.']],
      ['г. Люберцы', '1400', '5027', ['Октябрьский просп.', 'ул. Котельническая', 'Новорязанское ш.']],
      ['г. Мытищи', '1410', '5029', ['Ярославское ш.', 'ул. Хлебозаводская', 'Олимпийский просп.']],
      ['г. Одинцово', '1430', '5032', ['Можайское ш.', 'ул. Транспортная', 'Минское ш.']],
      ['г. Подольск', '1421', '5036', ['ул. Кирова', 'Домодедовское ш.', 'ул. Комсомольская']],
      ['г. Химки', '1414', '5047', ['Ленинградское ш.', 'ул. Заводская', 'Вашутинское ш.']],
    ] as const
  ).map(([city, postcode, office, streets]): SandboxLocality => ({
    region: 'moscowOblast',
    city: `Московская обл., ${city}`,
    postcodes: [postcode],
    taxOffices: [office],
    streets,
    weight: 1.5,
  })),
  {
    region: 'tatarstan',
    city: 'Республика Татарстан, г. Казань',
    postcodes: ['420'],
    taxOffices: ['1655', '1656', '1657', '1658', '1659', '1660', '1661'],
    streets: ['ул. Восстания', 'Оренбургский тракт', 'ул. Техническая', 'просп. Ямашева', 'ул. Тэцевская'],
    weight: 6,
  },
  {
    region: 'tatarstan',
    city: 'Республика Татарстан, г. Набережные Челны',
    postcodes: ['423'],
    taxOffices: ['1650'],
    streets: ['Мензелинский тракт', 'просп. Автозаводский', 'Производственный пр.'],
    weight: 2,
  },
  {
    region: 'sverdlovsk',
    city: 'Свердловская обл., г. Екатеринбург',
    postcodes: ['620'],
    taxOffices: ['6658', '6659', '6670', '6671', '6672', '6673', '6674', '6678', '6679', '6685', '6686'],
    streets: ['Сибирский тракт', 'ул. Монтажников', 'ул. Черняховского', 'ул. Фронтовых Бригад', 'Кольцовский тракт'],
    weight: 7,
  },
  {
    region: 'sverdlovsk',
    city: 'Свердловская обл., г. Нижний Тагил',
    postcodes: ['622'],
    taxOffices: ['6623'],
    streets: ['Восточное ш.', 'ул. Индустриальная', 'Северное ш.'],
    weight: 2,
  },
  {
    region: 'novosibirsk',
    city: 'Новосибирская обл., г. Новосибирск',
    postcodes: ['630'],
    taxOffices: ['5401', '5402', '5403', '5404', '5405', '5406', '5407', '5410'],
    streets: ['ул. Станционная', 'ул. Петухова', 'ул. Толмачёвская', 'Северный пр.', 'ул. Кирова'],
    weight: 8,
  },
  {
    region: 'krasnodar',
    city: 'Краснодарский край, г. Краснодар',
    postcodes: ['350'],
    taxOffices: ['2308', '2309', '2310', '2311', '2312'],
    streets: ['ул. Уральская', 'ул. Московская', 'Ростовское ш.', 'ул. Тихорецкая', 'ул. Бородинская'],
    weight: 7,
  },
  {
    region: 'krasnodar',
    city: 'Краснодарский край, г. Новороссийск',
    postcodes: ['353'],
    taxOffices: ['2315'],
    streets: ['Сухумийское ш.', 'ул. Портовая', 'ул. Магистральная'],
    weight: 3,
  },
];
