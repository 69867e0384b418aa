import type { FineDetailsDto, OrderDetailsDto, PhotoDto } from '@/lib/contract/fine-details';

const PAYEE = {
  name: 'УФК по г. Москве (УГИБДД ГУ МВД России по г. Москве)',
  inn: '7707089101',
  kpp: '770731005',
  account: '03100643000000017300',
  bik: '004525988',
  bankName: 'ГУ Банка России по ЦФО//УФК по г. Москве г. Москва',
};

/** A fine in full (spec §3 Fine), an ordinary unpaid camera fine unless `overrides` say otherwise. */
export function buildFineDetails(overrides: Partial<FineDetailsDto> = {}): FineDetailsDto {
  return {
    id: 41,
    kind: 'fine',
    uin: '18810177250101000026',
    fineStatus: 'notpaid',
    statementDate: '2025-04-24',
    ordinanceNumber: '18810177250101000026',
    fineAmount: 150_000,
    amountToPay: 150_000,
    discountInfo: null,
    payBy: '2025-07-03',
    is_overdue: false,
    article: '12.12 ч.1',
    offenceShortDescription: 'Проезд на запрещающий сигнал светофора',
    offenceDesc: '20.04.2025 в 14:32 по адресу г. Москва, ул. Тверская, д. 12 водитель проехал на запрещающий сигнал светофора',
    offenceType: 'camera',
    offenceDateTime: '2025-04-20T11:32:00Z',
    offenceLocation: 'г. Москва, ул. Тверская, д. 12',
    coordinates: { lat: 55.765, lng: 37.6047 },
    gibddName: 'ЦАФАП ОДД ГИБДД ГУ МВД России по г. Москве',
    gibddPhone: '+7 (495) 012-34-56',
    gibddCoordinates: { lat: 55.7, lng: 37.6 },
    gibddINN: '7707089101',
    gibddOKTMO: '45000000',
    vehiclePlate: 'А123ВС77',
    stsNumber: '9904449114',
    driverLicense: null,
    person: { surname: 'Иванов', name: 'Иван', patronymic: 'Иванович', organization: null },
    purpose: 'Административный штраф по постановлению № 18810177250101000026 от 24.04.2025',
    kbk: '18811601121010001140',
    payee: PAYEE,
    photoCount: 0,
    fileUrl: '/105/api/file?charge=41&file=document&expires=1&sig=x',
    progress: [
      { date: '2025-04-20', text: 'Нарушение зафиксировано камерой' },
      { date: '2025-04-24', text: 'Вынесено постановление № 18810177250101000026' },
    ],
    order: null,
    documentIds: [1],
    masked: false,
    paymentInProgress: null,
    ...overrides,
  };
}

/** A bailiff order in full (spec §3 Order). */
export function buildOrderDetails(overrides: Partial<OrderDetailsDto> = {}): OrderDetailsDto {
  return {
    id: 77,
    uin: '3227700125010100000000018',
    status: 'open',
    date: '2025-03-01',
    amount: 250_000,
    amountToPay: 250_000,
    number: '123456/25/77001-ИП',
    departmentName: 'ОСП по Центральному АО №1 ГУФССП России по г. Москве',
    departmentPhone: '+7 (495) 098-76-54',
    purpose: 'Административный штраф по постановлению № 18810177240101000042',
    kbk: '32211617000010017140',
    oktmo: '45379000',
    payee: { ...PAYEE, name: 'УФК по г. Москве (ГУФССП России по г. Москве)', inn: '7709576929' },
    person: { surname: 'Иванов', name: 'Иван', patronymic: 'Иванович', organization: null },
    fine: { id: 41, uin: '18810177240101000042', article: '12.15 ч.4' },
    fileUrl: '/105/api/file?charge=77&file=document&expires=1&sig=x',
    progress: [{ date: '2025-03-01', text: 'Возбуждено исполнительное производство № 123456/25/77001-ИП' }],
    documentIds: [1],
    masked: false,
    paymentInProgress: null,
    ...overrides,
  };
}

/** `count` photos of a fine, as `GET photo` answers them. */
export function buildPhotos(count: number): PhotoDto[] {
  const captions = ['Общий вид', 'Государственный регистрационный знак', 'Контрольный кадр'];
  return Array.from({ length: count }, (_, i) => ({
    url: `http://localhost/105/api/file?charge=41&file=photo-${i}&expires=1&sig=s${i}`,
    takenAt: `2025-04-20T11:32:0${i}Z`,
    caption: captions[i] ?? `Кадр ${i + 1}`,
    width: 960,
    height: 540,
  }));
}
