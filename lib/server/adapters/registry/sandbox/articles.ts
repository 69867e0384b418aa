/**
 * Offences of КоАП РФ chapter 12 the sandbox issues fines for, with their amounts.
 * Amounts from 2025-01-01 are those of DOMAIN.md "Fines" (the 2025 increase); the earlier ones
 * are the amounts in force until 2024-12-31. Which amount applies follows the offence date
 * (КоАП РФ 1.7: the law in force when the offence was committed).
 */

/** An amount range in whole rubles, both ends included. */
export interface RubleRange {
  min: number;
  max: number;
}

/** One offence the sandbox can fine for. */
export interface SandboxArticle {
  /** Article as printed on ordinances, e.g. `12.9 ч.2`. */
  article: string;
  /** Disposition of the article in Russian, as ordinances quote it. */
  text: string;
  /** Amount for offences committed before 2025-01-01, rubles. */
  before2025: RubleRange;
  /** Amount for offences committed from 2025-01-01, rubles (DOMAIN.md). */
  since2025: RubleRange;
  /** Recorded by traffic cameras (ordinance without a protocol, КоАП РФ 28.6 ч.3). */
  camera: boolean;
  /** Can be fined by a patrol officer on the spot (КоАП РФ 28.6 ч.1). */
  inspector: boolean;
  /**
   * Early-payment discount allowed (КоАП РФ 32.2 ч.1.3 lists the exceptions); must agree with
   * `NO_DISCOUNT_ARTICLES` of lib/domain/fine-terms.ts, the rule the generator actually applies.
   */
  discount: boolean;
  /** Relative frequency among generated fines. */
  weight: number;
}

/** First offence date the 2025 amounts apply to. */
export const AMOUNTS_2025_FROM = '2025-01-01';

const range = (min: number, max: number = min): RubleRange => ({ min, max });

/** The article table (DOMAIN.md "Fines"; repeat offences 12.9 ч.6 and 12.12 ч.3 carry no discount). */
export const SANDBOX_ARTICLES: readonly SandboxArticle[] = [
  {
    article: '12.9 ч.2',
    text: 'Превышение установленной скорости движения транспортного средства на величину более 20, но не более 40 километров в час',
    before2025: range(500),
    since2025: range(750),
    camera: true,
    inspector: false,
    discount: true,
    weight: 40,
  },
  {
    article: '12.9 ч.3',
    text: 'Превышение установленной скорости движения транспортного средства на величину более 40, но не более 60 километров в час',
    before2025: range(1000, 1500),
    since2025: range(1500, 2250),
    camera: true,
    inspector: false,
    discount: true,
    weight: 8,
  },
  {
    article: '12.9 ч.4',
    text: 'Превышение установленной скорости движения транспортного средства на величину более 60, но не более 80 километров в час',
    before2025: range(2000, 2500),
    since2025: range(3000, 3750),
    camera: true,
    inspector: false,
    discount: true,
    weight: 2,
  },
  {
    article: '12.9 ч.5',
    text: 'Превышение установленной скорости движения транспортного средства на величину более 80 километров в час',
    before2025: range(5000),
    since2025: range(7500),
    camera: true,
    inspector: false,
    discount: true,
    weight: 1,
  },
  {
    article: '12.9 ч.6',
    text: 'Повторное совершение административного правонарушения, предусмотренного частью 3 статьи 12.9 КоАП РФ',
    before2025: range(2000, 2500),
    since2025: range(3000, 3750),
    camera: true,
    inspector: false,
    discount: false,
    weight: 1,
  },
  {
    article: '12.12 ч.1',
    text: 'Проезд на запрещающий сигнал светофора или на запрещающий жест регулировщика',
    before2025: range(1000),
    since2025: range(1500),
    camera: true,
    inspector: true,
    discount: true,
    weight: 5,
  },
  {
    article: '12.12 ч.2',
    text: 'Невыполнение требования Правил дорожного движения об остановке перед стоп-линией, обозначенной дорожными знаками или разметкой проезжей части дороги, при запрещающем сигнале светофора или запрещающем жесте регулировщика',
    before2025: range(800),
    since2025: range(800),
    camera: true,
    inspector: true,
    discount: true,
    weight: 6,
  },
  {
    article: '12.12 ч.3',
    text: 'Повторный проезд на запрещающий сигнал светофора или на запрещающий жест регулировщика',
    before2025: range(5000),
    since2025: range(7500),
    camera: true,
    inspector: false,
    discount: false,
    weight: 1,
  },
  {
    article: '12.6',
    text: 'Управление транспортным средством водителем, не пристегнутым ремнем безопасности',
    before2025: range(1000),
    since2025: range(1500),
    camera: true,
    inspector: true,
    discount: true,
    weight: 4,
  },
  {
    article: '12.15 ч.1',
    text: 'Нарушение правил расположения транспортного средства на проезжей части дороги, встречного разъезда или обгона',
    before2025: range(1500),
    since2025: range(2250),
    camera: true,
    inspector: true,
    discount: true,
    weight: 3,
  },
  {
    article: '12.15 ч.4',
    text: 'Выезд в нарушение Правил дорожного движения на полосу, предназначенную для встречного движения, либо на трамвайные пути встречного направления',
    before2025: range(5000),
    since2025: range(7500),
    camera: true,
    inspector: false,
    discount: true,
    weight: 1,
  },
  {
    article: '12.16 ч.1',
    text: 'Несоблюдение требований, предписанных дорожными знаками или разметкой проезжей части дороги',
    before2025: range(500),
    since2025: range(750),
    camera: true,
    inspector: true,
    discount: true,
    weight: 6,
  },
  {
    article: '12.17 ч.1.1',
    text: 'Движение транспортного средства по полосе для маршрутных транспортных средств или остановка на указанной полосе в нарушение Правил дорожного движения',
    before2025: range(1500),
    since2025: range(2250),
    camera: true,
    inspector: false,
    discount: true,
    weight: 3,
  },
  {
    article: '12.18',
    text: 'Невыполнение требования Правил дорожного движения уступить дорогу пешеходам, велосипедистам или иным участникам дорожного движения, пользующимся преимуществом в движении',
    before2025: range(1500, 2500),
    since2025: range(1500, 2500),
    camera: true,
    inspector: true,
    discount: true,
    weight: 3,
  },
  {
    article: '12.5 ч.3.1',
    text: 'Управление транспортным средством, на котором установлены стекла, светопропускание которых не соответствует требованиям технического регламента о безопасности колесных транспортных средств',
    before2025: range(500),
    since2025: range(500),
    camera: false,
    inspector: true,
    discount: true,
    weight: 2,
  },
  {
    article: '12.37 ч.2',
    text: 'Неисполнение владельцем транспортного средства установленной федеральным законом обязанности по страхованию своей гражданской ответственности',
    before2025: range(800),
    since2025: range(800),
    camera: false,
    inspector: true,
    discount: true,
    weight: 2,
  },
];

/** The article row for `article` (`12.9 ч.2`), or undefined when the sandbox does not issue it. */
export function findSandboxArticle(article: string): SandboxArticle | undefined {
  return SANDBOX_ARTICLES.find((a) => a.article === article);
}

/** The amount range that applied on `offenceDate` (`YYYY-MM-DD`), rubles. */
export function amountRangeOn(article: SandboxArticle, offenceDate: string): RubleRange {
  return offenceDate >= AMOUNTS_2025_FROM ? article.since2025 : article.before2025;
}
