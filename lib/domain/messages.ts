/**
 * Messages shown to people. The first block is fixed by spec §5 and §8 (DOMAIN.md "Messages")
 * and must stay word for word; the field messages below are ours.
 */
import { DOCUMENT_LIST_LIMIT } from './limits';

// --- Fixed by the spec (DOMAIN.md "Messages") ---

/** Login form, e-mail left empty (spec §5). */
export const MSG_LOGIN_EMPTY_EMAIL = 'Вы забыли ввести e-mail';
/** Login form, password left empty (spec §5). */
export const MSG_LOGIN_EMPTY_PASSWORD = 'Вы забыли ввести пароль';
/** Login, credentials rejected (spec §5). */
export const MSG_LOGIN_REJECTED = 'Неправильный логин или пароль';
/** Signup, e-mail empty or without `@` (spec §5). */
export const MSG_SIGNUP_EMPTY_EMAIL = 'Введите e-mail';
/** Signup failed and the server gave no `errorDesc` (spec §5). */
export const MSG_SIGNUP_FAILED = 'Ошибка при регистрации';
/** Credentials check failed (spec §5). */
export const MSG_CREDENTIALS_CHECK_FAILED = 'Что-то пошло не так. Попробуйте снова';
/** Profile calls answered non-ok (spec §8; English in the spec). */
export const MSG_AUTH_FAILED = 'Authorization failed';
/** Stored auth data is malformed (spec §8; English in the spec). */
export const MSG_AUTH_PARAMS_INVALID = 'Authorization params are invalid';
/** Preload request failed (spec §8). */
export const MSG_PRELOAD_FAILED = 'Ошибка запроса';
/** Fine list answered with a status the client does not know (spec §8). */
export const MSG_FINES_UNKNOWN_STATUS = 'Неизвестный статус ответа сервера';
/** Fine without an offence article (spec §8). */
export const MSG_FINE_NO_ARTICLE = 'Нет статьи нарушения';

/** Signup failure text: the server's `errorDesc` when it gave one, else `Ошибка при регистрации` (spec §5). */
export function signupFailureMessage(errorDesc?: string | null): string {
  return errorDesc?.trim() ? errorDesc : MSG_SIGNUP_FAILED;
}

/** Route validation failure: `Page Not Found: {full path} (404)` (spec §8). */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path} (404)`;
}

// --- Field validation (ours) ---

/** A required field left empty. */
export const MSG_REQUIRED = 'Заполните это поле';
/** СТС that is not 2 digits + 2 digits or letters + 6 digits. */
export const MSG_STS_INVALID = 'Введите номер СТС: 10 знаков, например 99 04 449114';
/** ВУ that is not 10 characters of the same shape. */
export const MSG_DRIVER_LICENSE_INVALID = 'Введите номер водительского удостоверения: 10 знаков, например 99 12 345678';
/** Plate number that is not letter, 3 digits, 2 letters (or is 000). */
export const MSG_PLATE_INVALID =
  'Введите госномер в виде А123ВС: буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х и три цифры, кроме 000';
/** Region code that does not exist. */
export const MSG_REGION_INVALID = 'Введите код региона: 2 или 3 цифры, например 77 или 777';
/** Two-digit region code that is not issued (20, 91, 00), or a three-digit one built on it. */
export function regionMissingMessage(code: string): string {
  return `Региона с кодом ${code} нет`;
}
/** A letter typed into a plate number that no plate carries (`Q`, `Ж`). */
export const MSG_PLATE_LETTERS_ONLY = 'Только буквы А В Е К М Н О Р С Т У Х';
/** A digit typed where a plate number's first letter goes (`1` before any letter). */
export const MSG_PLATE_LETTER_FIRST = 'Госномер начинается с буквы: А123ВС';
/** A letter typed where a plate number's three digits go (`А12З`: З for 3). */
export const MSG_PLATE_DIGITS_NEXT = 'После первой буквы — три цифры: А123ВС';
/** A digit typed where a plate number's last two letters go (`А1234`). */
export const MSG_PLATE_LETTERS_LAST = 'После трёх цифр — две буквы: А123ВС';
/** A Latin letter without a Cyrillic twin typed into a СТС or ВУ number. */
export const MSG_DOCUMENT_LETTERS_ONLY = 'Только цифры и русские буквы';
/** ИНН of the wrong length. */
export const MSG_INN_INVALID_LENGTH = 'ИНН состоит из 10 цифр у организации или 12 цифр у человека';
/** ИНН whose check digits do not match. */
export const MSG_INN_INVALID_CHECKSUM = 'Проверьте ИНН: контрольная сумма не сходится';
/** A 12-digit ИНН of a person that starts with `00` (DOMAIN.md: no region code is `00`). */
export const MSG_INN_STARTS_WITH_00 = 'Проверьте ИНН: ИНН человека не может начинаться с 00';
/** УИН of the wrong length. */
export const MSG_UIN_INVALID_LENGTH = 'УИН состоит из 20 или 25 цифр';
/** УИН whose check digit does not match, or all zeros. */
export const MSG_UIN_INVALID_CHECKSUM = 'Проверьте УИН: контрольная цифра не сходится';
/** Bank account that is not 20–25 digits. */
export const MSG_BANK_ACCOUNT_INVALID = 'Номер счёта состоит из 20–25 цифр';
/** Date of birth that is not a real `ДД.ММ.ГГГГ` date. */
export const MSG_BIRTH_DATE_INVALID = 'Введите дату рождения в виде ДД.ММ.ГГГГ, например 01.02.1990';
/** Date of birth outside 1900-01-01 … today. */
export const MSG_BIRTH_DATE_OUT_OF_RANGE = 'Дата рождения должна быть позже 01.01.1900 и раньше сегодняшнего дня';
/** Full name that is not three Cyrillic words. */
export const MSG_FULL_NAME_INVALID = 'Введите фамилию, имя и отчество русскими буквами через пробел';
/** A full name with a word longer than a driver licence's name part takes (LABEL_MAX, spec §5). */
export const MSG_FULL_NAME_TOO_LONG = 'Фамилия, имя и отчество — каждое не длиннее 60 символов';
/** A document list already holds `DOCUMENT_LIST_LIMIT` entries (spec §9). */
export const MSG_DOCUMENT_LIMIT = `Можно добавить не больше ${DOCUMENT_LIST_LIMIT} документов`;
/** The same document is already in the list. */
export const MSG_DOCUMENT_DUPLICATE = 'Этот документ уже добавлен';

/** A new password and its confirmation differ (registration, reset, change). */
export const MSG_PASSWORDS_DIFFER = 'Пароли не совпадают';

/**
 * Under the masked person of a charge known only by its УИН (a lookup, or a charge kept from one):
 * anyone may look a УИН up, so names and document numbers are masked (lib/domain/masking.ts).
 */
export const MSG_MASKED_PERSON =
  'Имя и номера документов скрыты: начисление найдено по УИН. Полностью они видны, когда вы добавите документ, по которому оно пришло (СТС, ВУ или ИНН).';

/** Under an empty tab while a document's check failed: the tab speaks only of the checked ones. */
export const MSG_LIST_MAY_BE_INCOMPLETE = 'Список может быть неполным: не все документы удалось проверить.';

/** Under something that polls while the network is gone: it keeps asking by itself. */
export const MSG_RETRYING_CONNECTION = 'Нет связи с сервером, пробуем снова…';

/** Said on /profile in place of «Входы в аккаунт» when the browser runs no scripts (the list is read by them). */
export const MSG_SIGN_INS_NEED_SCRIPTS = 'Чтобы увидеть входы в аккаунт и завершить их, включите JavaScript в браузере.';

/** What an address outside the API says to a method it does not take (the route guard, and the HTTP server's early answers). */
export const MSG_METHOD_NOT_SUPPORTED = 'Метод не поддерживается';

/** Asked where an action needs the account's current password (e-mail change, its confirmation). */
export const MSG_CURRENT_PASSWORD_EMPTY = 'Введите текущий пароль';
/** The current password typed does not match the account's. */
export const MSG_CURRENT_PASSWORD_WRONG = 'Текущий пароль введён неверно';

/**
 * On a charge whose status is `in_progress`: a payment is known and waits for ГИС ГМП's confirmation.
 * It may have been made through us or elsewhere (the registry says so too), so it names no payer.
 */
export const MSG_AWAITING_CONFIRMATION = 'Оплата уже внесена и ждёт подтверждения из ГИС ГМП. Оплачивать повторно не нужно.';

/** Said to a private person (user type 1) who calls an organization endpoint or opens an organization's page. */
export const MSG_LEGAL_ENTITY_ONLY = 'Организации доступны юридическим лицам: выберите в профиле тип аккаунта «Юридическое лицо»';
