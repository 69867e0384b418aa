/**
 * Drivers of the sandbox fleets: a full name of three Cyrillic words (surname, name, patronymic;
 * DOMAIN.md "Documents"), of one gender. Most professional drivers are men.
 */
import type { Rng } from './prng';

/** Share of women among the drivers. */
const FEMALE_SHARE = 0.1;

/** Surnames in the masculine form; the feminine adds `а` (all of them end in -ов, -ев, -ин). */
const SURNAMES = (
  'Иванов Смирнов Кузнецов Попов Васильев Петров Соколов Михайлов Новиков Фёдоров Морозов Волков ' +
  'Алексеев Лебедев Семёнов Егоров Павлов Козлов Степанов Николаев Орлов Андреев Макаров Никитин ' +
  'Захаров Зайцев Соловьёв Борисов Яковлев Григорьев Романов Воробьёв Сергеев Кузьмин Фролов ' +
  'Александров Дмитриев Королёв Гусев Киселёв Ильин Максимов Поляков Сорокин Виноградов Ковалёв ' +
  'Белов Медведев Антонов Тарасов Жуков Баранов Филиппов Комаров Давыдов Беляев Герасимов Богданов ' +
  'Осипов Сидоров Матвеев Титов Марков Миронов Крылов Куликов Карпов Власов Мельников Денисов Гаврилов'
).split(' ');

const MALE_NAMES = (
  'Александр Дмитрий Максим Сергей Андрей Алексей Артём Илья Кирилл Михаил Никита Матвей Роман Егор ' +
  'Иван Павел Николай Владимир Денис Евгений Олег Виктор Игорь Юрий Константин Руслан Тимур Вадим Антон'
).split(' ');

const FEMALE_NAMES = 'Анна Мария Елена Ольга Наталья Екатерина Татьяна Ирина Светлана Юлия Марина Оксана'.split(' ');

/** Patronymics as the pairs a father's name gives a son and a daughter. */
const PATRONYMICS = (
  'Александрович Александровна|Сергеевич Сергеевна|Владимирович Владимировна|Андреевич Андреевна|' +
  'Николаевич Николаевна|Игоревич Игоревна|Викторович Викторовна|Олегович Олеговна|Иванович Ивановна|' +
  'Петрович Петровна|Михайлович Михайловна|Юрьевич Юрьевна|Дмитриевич Дмитриевна|Геннадьевич Геннадьевна|' +
  'Анатольевич Анатольевна|Васильевич Васильевна|Евгеньевич Евгеньевна|Павлович Павловна'
)
  .split('|')
  .map((pair) => pair.split(' ') as [string, string]);

/** A driver's full name drawn from `rng`: `Иванов Сергей Петрович`, `Орлова Анна Игоревна`. */
export function drawDriver(rng: Rng): string {
  const female = rng.chance(FEMALE_SHARE);
  const surname = rng.pick(SURNAMES);
  const name = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const [son, daughter] = rng.pick(PATRONYMICS);
  return `${female ? `${surname}а` : surname} ${name} ${female ? daughter : son}`;
}
