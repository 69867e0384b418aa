/**
 * The long description of an offence as ordinances state it: what the driver did, where, and which
 * rule of the ПДД (Правила дорожного движения РФ) it broke; for speeding also the speeds measured.
 */
import type { Rng } from './prng';

/** Allowed and measured speed, km/h (speeding only). */
export interface SandboxSpeed {
  limit: number;
  measured: number;
}

/** Excess over the limit each part of КоАП РФ 12.9 covers, km/h, both ends included. */
const SPEEDING_EXCESS: Record<string, { min: number; max: number }> = {
  '12.9 ч.2': { min: 21, max: 40 },
  '12.9 ч.3': { min: 41, max: 60 },
  '12.9 ч.4': { min: 61, max: 80 },
  '12.9 ч.5': { min: 81, max: 100 },
  // A repeat of ч.3 (КоАП РФ 12.9 ч.6).
  '12.9 ч.6': { min: 41, max: 60 },
};
const LIMITS = [40, 60, 60, 60, 80, 90] as const;

/** The speeds of a speeding offence (`12.9 ч.N`), or null for any other article. */
export function drawSpeed(rng: Rng, article: string | null): SandboxSpeed | null {
  const excess = article ? SPEEDING_EXCESS[article] : undefined;
  if (!excess) return null;
  const limit = rng.pick(LIMITS);
  return { limit, measured: limit + rng.int(excess.min, excess.max) };
}

/** What the driver did, by article: the action and the rule of the ПДД it broke. */
const ACTIONS: Record<string, string> = {
  '12.12 ч.1': 'проехал на запрещающий сигнал светофора, нарушив п. 6.2 и 6.13 ПДД РФ',
  '12.12 ч.2': 'не остановился перед стоп-линией (знак 6.16) при запрещающем сигнале светофора, нарушив п. 6.13 ПДД РФ',
  '12.12 ч.3': 'повторно проехал на запрещающий сигнал светофора, нарушив п. 6.2 и 6.13 ПДД РФ',
  '12.6': 'управлял транспортным средством, не будучи пристёгнутым ремнём безопасности, нарушив п. 2.1.2 ПДД РФ',
  '12.15 ч.1': 'нарушил правила расположения транспортного средства на проезжей части, нарушив п. 9.10 ПДД РФ',
  '12.15 ч.4': 'выехал на полосу, предназначенную для встречного движения, нарушив п. 9.1.1 ПДД РФ',
  '12.16 ч.1': 'не выполнил требование, предписанное дорожным знаком или разметкой, нарушив п. 1.3 ПДД РФ',
  '12.17 ч.1.1': 'двигался по полосе для маршрутных транспортных средств, нарушив п. 18.2 ПДД РФ',
  '12.18': 'не уступил дорогу пешеходам, пользующимся преимуществом в движении, нарушив п. 14.1 ПДД РФ',
  '12.5 ч.3.1':
    'управлял транспортным средством, светопропускание передних боковых стёкол которого не соответствует техническому регламенту (п. 7.3 Перечня неисправностей)',
  '12.37 ч.2':
    'управлял транспортным средством, не исполнив обязанность по страхованию гражданской ответственности (п. 2.1.1 ПДД РФ)',
};

/** The facts a description is written from. */
export interface OffenceTextFacts {
  article: string | null;
  /** Disposition of the article, used when no action is known for it. */
  articleText: string;
  /** `DD.MM.YYYY` and `HH:MM`, Moscow. */
  date: string;
  time: string;
  place: string;
  plate: string | null;
  speed: SandboxSpeed | null;
}

/**
 * The ordinance's description: `20.04.2025 в 14:32 по адресу г. Москва, ул. Тверская, д. 12
 * водитель транспортного средства с г.р.з. А123ВС77 … нарушив п. 10.2 ПДД РФ`.
 */
export function offenceDescription(f: OffenceTextFacts): string {
  const vehicle = f.plate ? `водитель транспортного средства с государственным регистрационным знаком ${f.plate}` : 'водитель';
  const head = `${f.date} в ${f.time} по адресу ${f.place} ${vehicle}`;
  if (f.speed) {
    const over = f.speed.measured - f.speed.limit;
    return `${head} двигался со скоростью ${f.speed.measured} км/ч при разрешённой ${f.speed.limit} км/ч, превысив установленную скорость на ${over} км/ч, чем нарушил п. 10.1 ПДД РФ`;
  }
  const action = f.article ? ACTIONS[f.article] : undefined;
  return action
    ? `${head} ${action}`
    : `${head} совершил нарушение: ${f.articleText.charAt(0).toLowerCase()}${f.articleText.slice(1)}`;
}
