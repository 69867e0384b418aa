/**
 * Who issues and who receives the sandbox charges in each region: traffic police departments,
 * the Treasury payee of their fines, bailiff departments and the tax payee.
 * Payee shapes follow real Treasury requisites since 2021: a 20-digit treasury account
 * (`03100643…` revenue, `03212643…` bailiffs' deposit) and the БИК of the Treasury body
 * (`0…`, e.g. 004525988 for Moscow). Example payee: DOMAIN.md "Fines".
 */
import type { RegistryPayee } from '../types';
import type { SandboxRegionId } from './regions';

/** A bailiff department: its name, the 5-digit code used in case numbers (`…/25/77001-ИП`) and its ОКТМО. */
export interface BailiffDepartment {
  name: string;
  code: string;
  oktmo: string;
}

/** Departments and payees of one region. */
export interface RegionRequisites {
  /** Centre for automatic recording of offences (camera fines). */
  cameraDepartment: string;
  /** Patrol unit that fines on the spot. */
  inspectorDepartment: string;
  /** Payee of traffic fines. */
  finePayee: RegistryPayee;
  bailiffDepartments: readonly [BailiffDepartment, ...BailiffDepartment[]];
  /** Payee of enforcement orders (the bailiffs' deposit account). */
  bailiffPayee: RegistryPayee;
  /** КБК of payments on enforcement orders of the region's ФССП administration (administrator 322). */
  bailiffKbk: string;
}

/** КБК of debts collected by the bailiffs (administrator 322, ФССП России). */
const BAILIFF_KBK = '32211617000010017140';

/** КБК of fines for traffic offences of КоАП РФ chapter 12 (DOMAIN.md "Fines"). */
export const FINE_KBK = '18811601121010001140';

/** Treasury body of a region: account suffix, БИК and bank name as printed on payment orders. */
interface TreasuryBody {
  ufk: string;
  /** Number of the Treasury body inside treasury account numbers (`03100643 0000000 173 00`). */
  code: string;
  bik: string;
  bankName: string;
}

const treasury: Record<SandboxRegionId, TreasuryBody> = {
  moscow: {
    ufk: 'УФК по г. Москве',
    code: '173',
    bik: '004525988',
    bankName: 'ГУ Банка России по ЦФО//УФК по г. Москве г. Москва',
  },
  spb: {
    ufk: 'УФК по г. Санкт-Петербургу',
    code: '172',
    bik: '014030106',
    bankName: 'Северо-Западное ГУ Банка России//УФК по г. Санкт-Петербургу г. Санкт-Петербург',
  },
  moscowOblast: {
    ufk: 'УФК по Московской области',
    code: '148',
    bik: '004525987',
    bankName: 'ГУ Банка России по ЦФО//УФК по Московской области г. Москва',
  },
  tatarstan: {
    ufk: 'УФК по Республике Татарстан',
    code: '111',
    bik: '019205400',
    bankName: 'Отделение-НБ Республика Татарстан Банка России//УФК по Республике Татарстан г. Казань',
  },
  sverdlovsk: {
    ufk: 'УФК по Свердловской области',
    code: '162',
    bik: '016577551',
    bankName: 'Уральское ГУ Банка России//УФК по Свердловской области г. Екатеринбург',
  },
  novosibirsk: {
    ufk: 'УФК по Новосибирской области',
    code: '151',
    bik: '015004950',
    bankName: 'Сибирское ГУ Банка России//УФК по Новосибирской области г. Новосибирск',
  },
  krasnodar: {
    ufk: 'УФК по Краснодарскому краю',
    code: '118',
    bik: '010349101',
    bankName: 'Южное ГУ Банка России//УФК по Краснодарскому краю г. Краснодар',
  },
};

/** A payee of the region's Treasury body: `revenue` for fines, `deposit` for bailiffs. */
function payee(
  region: SandboxRegionId,
  recipient: string,
  inn: string,
  kpp: string,
  account: 'revenue' | 'deposit',
): RegistryPayee {
  const t = treasury[region];
  const prefix = account === 'revenue' ? '03100643' : '03212643';
  return {
    name: `${t.ufk} (${recipient})`,
    inn,
    kpp,
    account: `${prefix}0000000${t.code}00`,
    bik: t.bik,
    bankName: t.bankName,
  };
}

/** Requisites per region. */
export const REGION_REQUISITES: Record<SandboxRegionId, RegionRequisites> = {
  moscow: {
    cameraDepartment: 'ЦАФАП ОДД ГИБДД ГУ МВД России по г. Москве',
    inspectorDepartment: 'ОБ ДПС ГИБДД УВД по ЦАО ГУ МВД России по г. Москве',
    finePayee: payee('moscow', 'УГИБДД ГУ МВД России по г. Москве', '7707089101', '770731005', 'revenue'),
    bailiffDepartments: [
      { name: 'ОСП по Центральному АО №1 ГУФССП России по г. Москве', code: '77001', oktmo: '45379000' },
      { name: 'Тушинский ОСП ГУФССП России по г. Москве', code: '77035', oktmo: '45367000' },
      { name: 'Черемушкинский ОСП ГУФССП России по г. Москве', code: '77039', oktmo: '45397000' },
    ],
    bailiffPayee: payee('moscow', 'ГУФССП России по г. Москве', '7709576929', '770901001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  spb: {
    cameraDepartment: 'ЦАФАП ГИБДД ГУ МВД России по г. Санкт-Петербургу и Ленинградской области',
    inspectorDepartment: 'ОР ДПС ГИБДД УМВД России по Приморскому району г. Санкт-Петербурга',
    finePayee: payee('spb', 'ГУ МВД России по г. Санкт-Петербургу и Ленинградской области', '7830002600', '784201001', 'revenue'),
    bailiffDepartments: [
      { name: 'Московский РОСП ГУФССП России по г. Санкт-Петербургу', code: '78012', oktmo: '40373000' },
      { name: 'Приморский РОСП ГУФССП России по г. Санкт-Петербургу', code: '78017', oktmo: '40323000' },
    ],
    bailiffPayee: payee('spb', 'ГУФССП России по г. Санкт-Петербургу', '7838027691', '783801001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  moscowOblast: {
    cameraDepartment: 'ЦАФАП ГИБДД ГУ МВД России по Московской области',
    inspectorDepartment: '1 полк ДПС (северный) ГИБДД ГУ МВД России по Московской области',
    finePayee: payee('moscowOblast', 'ГУ МВД России по Московской области', '7703037039', '770301001', 'revenue'),
    bailiffDepartments: [
      { name: 'Балашихинский РОСП ГУФССП России по Московской области', code: '50001', oktmo: '46704000' },
      { name: 'Одинцовский РОСП ГУФССП России по Московской области', code: '50026', oktmo: '46755000' },
    ],
    bailiffPayee: payee('moscowOblast', 'ГУФССП России по Московской области', '7727270309', '772701001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  tatarstan: {
    cameraDepartment: 'ЦАФАП ГИБДД МВД по Республике Татарстан',
    inspectorDepartment: 'Полк ДПС ГИБДД УМВД России по г. Казани',
    finePayee: payee('tatarstan', 'МВД по Республике Татарстан', '1654002946', '165501001', 'revenue'),
    bailiffDepartments: [
      { name: 'Ново-Савиновский РОСП г. Казани ГУФССП России по Республике Татарстан', code: '16008', oktmo: '92701000' },
      { name: 'Советский РОСП г. Казани ГУФССП России по Республике Татарстан', code: '16009', oktmo: '92701000' },
    ],
    bailiffPayee: payee('tatarstan', 'ГУФССП России по Республике Татарстан', '1655088826', '165501001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  sverdlovsk: {
    cameraDepartment: 'ЦАФАП ГИБДД ГУ МВД России по Свердловской области',
    inspectorDepartment: 'Полк ДПС ГИБДД УМВД России по г. Екатеринбургу',
    finePayee: payee('sverdlovsk', 'ГУ МВД России по Свердловской области', '6661014613', '667101001', 'revenue'),
    bailiffDepartments: [
      { name: 'Верх-Исетский РОСП г. Екатеринбурга ГУФССП России по Свердловской области', code: '66003', oktmo: '65701000' },
      { name: 'Кировский РОСП г. Екатеринбурга ГУФССП России по Свердловской области', code: '66005', oktmo: '65701000' },
    ],
    bailiffPayee: payee('sverdlovsk', 'ГУФССП России по Свердловской области', '6670073005', '667001001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  novosibirsk: {
    cameraDepartment: 'ЦАФАП ГИБДД ГУ МВД России по Новосибирской области',
    inspectorDepartment: 'Полк ДПС ГИБДД УМВД России по г. Новосибирску',
    finePayee: payee('novosibirsk', 'ГУ МВД России по Новосибирской области', '5406012253', '540601001', 'revenue'),
    bailiffDepartments: [
      {
        name: 'ОСП по Ленинскому району г. Новосибирска ГУФССП России по Новосибирской области',
        code: '54006',
        oktmo: '50701000',
      },
      {
        name: 'ОСП по Центральному району г. Новосибирска ГУФССП России по Новосибирской области',
        code: '54010',
        oktmo: '50701000',
      },
    ],
    bailiffPayee: payee('novosibirsk', 'ГУФССП России по Новосибирской области', '5406299278', '540601001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
  krasnodar: {
    cameraDepartment: 'ЦАФАП ГИБДД ГУ МВД России по Краснодарскому краю',
    inspectorDepartment: 'Полк ДПС ГИБДД Управления МВД России по г. Краснодару',
    finePayee: payee('krasnodar', 'ГУ МВД России по Краснодарскому краю', '2309054573', '230901001', 'revenue'),
    bailiffDepartments: [
      { name: 'Прикубанский РОСП г. Краснодара ГУФССП России по Краснодарскому краю', code: '23041', oktmo: '03701000' },
      { name: 'Западный ОСП г. Краснодара ГУФССП России по Краснодарскому краю', code: '23040', oktmo: '03701000' },
    ],
    bailiffPayee: payee('krasnodar', 'ГУФССП России по Краснодарскому краю', '2309090437', '230901001', 'deposit'),
    bailiffKbk: BAILIFF_KBK,
  },
};

/**
 * Payee of tax debts: since 2023 taxes are paid as the single tax payment to the account the
 * Treasury keeps for the ФНС in Tula (Federal Law 263-ФЗ of 2022).
 */
export const TAX_PAYEE: RegistryPayee = {
  name: 'УФК по Тульской области (Межрегиональная инспекция ФНС России по управлению долгом)',
  inn: '7727406020',
  kpp: '770801001',
  account: '03100643000000018500',
  bik: '017003983',
  bankName: 'ОКЦ № 7 ГУ Банка России по ЦФО//УФК по Тульской области г. Тула',
};
