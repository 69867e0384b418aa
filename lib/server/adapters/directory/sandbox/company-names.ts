/**
 * Names of the sandbox companies: a Russian legal form (ООО, АО, ПАО — ГК РФ ст. 87, 96–97) and the
 * name in «ёлочки», built from words of the trades whose vehicles collect fines — transport,
 * logistics, construction, trade, taxi, delivery, agriculture: «Северный путь», «Волга-Логистик»,
 * «Транспортная компания Меридиан», «Автоколонна 1417».
 */
import type { Rng } from '../../registry/sandbox/prng';

/** Legal forms of Russian commercial companies the sandbox uses. */
export type SandboxLegalForm = 'ООО' | 'АО' | 'ПАО';

// Most small fleets are limited liability companies; public joint-stock companies are few.
const FORMS: readonly { weight: number; value: SandboxLegalForm }[] = [
  { weight: 85, value: 'ООО' },
  { weight: 12, value: 'АО' },
  { weight: 3, value: 'ПАО' },
];

/** Adjectives in the masculine, feminine and neuter forms, to agree with the noun. */
const ADJECTIVES: readonly (readonly [string, string, string])[] = (
  'Северный Северная Северное|Южный Южная Южное|Восточный Восточная Восточное|Западный Западная Западное|' +
  'Центральный Центральная Центральное|Сибирский Сибирская Сибирское|Уральский Уральская Уральское|' +
  'Волжский Волжская Волжское|Балтийский Балтийская Балтийское|Быстрый Быстрая Быстрое|' +
  'Надёжный Надёжная Надёжное|Верный Верная Верное|Скорый Скорая Скорое|Первый Первая Первое|' +
  'Новый Новая Новое|Городской Городская Городское|Столичный Столичная Столичное|' +
  'Магистральный Магистральная Магистральное|Грузовой Грузовая Грузовое|' +
  'Золотой Золотая Золотое|Зелёный Зелёная Зелёное|Деловой Деловая Деловое|Единый Единая Единое|' +
  'Честный Честная Честное|Точный Точная Точное|Прямой Прямая Прямое|Широкий Широкая Широкое|' +
  'Региональный Региональная Региональное|Народный Народная Народное'
)
  .split('|')
  .map((forms) => forms.split(' ') as [string, string, string]);

/** Nouns with their gender: 0 masculine, 1 feminine, 2 neuter (the index into ADJECTIVES' forms). */
const NOUNS: readonly (readonly [string, 0 | 1 | 2])[] = [
  ...'путь маршрут перевозчик экспресс автопарк транзит терминал караван обоз рейс тракт'.split(' ').map((w) => [w, 0] as const),
  ...'дорога линия логистика доставка нива артель перевозка колонна стройка трасса база'.split(' ').map((w) => [w, 1] as const),
  ...'направление движение сообщение поле хозяйство снабжение'.split(' ').map((w) => [w, 2] as const),
];

/** Rivers, lands and towns that companies are named after. */
const ROOTS = (
  'Волга Кама Урал Сибирь Дон Нева Ока Енисей Байкал Алтай Кубань Амур Вятка Ангара Иртыш Обь Лена Тобол ' +
  'Печора Двина Север Восток Балтика Евразия Камчатка Таймыр Ямал Югра Кавказ Тайга Казань Самара Тверь ' +
  'Рязань Тула Омск Томск Пермь Уфа Сочи'
).split(' ');

/** Words after a hyphen: «Волга-Логистик», «Меридиан-Авто». */
const SUFFIXES = (
  'Логистик Транс Строй Агро Авто Трейд Карго Экспресс Сервис Торг Техника Такси Доставка Маркет Ресурс ' +
  'Групп Моторс Снаб Пром Лес Терминал Регион Транзит Перевозки'
).split(' ');

/** Proper names used alone after a kind of business or before a suffix. */
const PROPER = (
  'Меридиан Вектор Альтаир Орион Гранит Континент Горизонт Азимут Полюс Стрела Сокол Беркут Атлант Зенит ' +
  'Пульсар Титан Ермак Колос Партнёр Форвард Спектр Сигма Дельта Эталон Монолит Фаворит Пилот Магнит ' +
  'Ладога Рубеж Гарант Кедр Импульс Маяк Парус Фрегат Вираж Старт Союз Прогресс Восход Рассвет Тандем ' +
  'Кристалл Витязь Богатырь Ориентир Компас Штурман Лоцман'
).split(' ');

/** Kinds of business written before a proper name: «Транспортная компания Меридиан». */
const KINDS = [
  'Транспортная компания',
  'Торговый дом',
  'Служба доставки',
  'Таксопарк',
  'Агрофирма',
  'Строительная компания',
  'Логистический центр',
  'Грузовая компания',
  'Агрохолдинг',
  'Курьерская служба',
  'Дорожно-строительная компания',
  'Торговая сеть',
  'Автотранспортное предприятие',
  'Экспедиторская компания',
];

/** Numbered depots: «Автоколонна 1417», «Автобаза № 12». */
const NUMBERED: readonly { prefix: string; min: number; max: number }[] = [
  { prefix: 'Автоколонна ', min: 1001, max: 2999 },
  { prefix: 'Автобаза № ', min: 1, max: 99 },
  { prefix: 'Автокомбинат № ', min: 1, max: 60 },
  { prefix: 'Таксомоторный парк № ', min: 1, max: 40 },
];

type Pattern = (rng: Rng) => string;

const PATTERNS: readonly { weight: number; value: Pattern }[] = [
  {
    weight: 20,
    value: (rng) => {
      const [noun, gender] = rng.pick(NOUNS);
      return `${rng.pick(ADJECTIVES)[gender]} ${noun}`;
    },
  },
  { weight: 25, value: (rng) => `${rng.pick(ROOTS)}-${rng.pick(SUFFIXES)}` },
  { weight: 20, value: (rng) => `${rng.pick(KINDS)} ${rng.pick(PROPER)}` },
  { weight: 28, value: (rng) => `${rng.pick(PROPER)}-${rng.pick(SUFFIXES)}` },
  {
    weight: 7,
    value: (rng) => {
      const depot = rng.pick(NUMBERED);
      return `${depot.prefix}${rng.int(depot.min, depot.max)}`;
    },
  },
];

/** A legal form drawn from `rng`: mostly ООО, sometimes АО, rarely ПАО. */
export function drawLegalForm(rng: Rng): SandboxLegalForm {
  return rng.weighted(FORMS);
}

/** The part of a name inside the quotes, drawn from `rng`: `Северный путь`, `Волга-Логистик`. */
export function drawNameCore(rng: Rng): string {
  return rng.weighted(PATTERNS)(rng);
}

/** The full registered name: the legal form and the name in «ёлочки» (`ООО «Северный путь»`). */
export function companyName(form: SandboxLegalForm, core: string): string {
  return `${form} «${core}»`;
}
