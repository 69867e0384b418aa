/**
 * A sample copy of the document behind a charge, drawn as an SVG page: the ordinance of a fine
 * (КоАП РФ 29.10 lists what it states), the tax notice, or the bailiff's order opening enforcement
 * proceedings. Labelled as a demonstration sample; every value escaped, no scripts.
 */
import { formatDateRu, formatDateTimeRu } from '@/lib/domain/dates';
import { formatRubles } from '@/lib/domain/money';
import type { SandboxFileFacts } from './attachments';
import { escapeXml } from './photo-svg';

const WIDTH = 800;
const MARGIN = 48;
const LINE = 22;
/** Characters per line at the body font size (a rough fit for Arial 15 px on the page width). */
const WRAP = 88;

/** Splits `text` into lines of at most WRAP characters at spaces. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > WRAP) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** Title and paragraphs of the document of `facts`. */
function content(f: SandboxFileFacts): { title: string[]; paragraphs: string[] } {
  const requisites = [
    `Получатель: ${f.payee.name}, ИНН ${f.payee.inn}, КПП ${f.payee.kpp}`,
    `Счёт ${f.payee.account}, БИК ${f.payee.bik}, ${f.payee.bankName}`,
    `КБК ${f.kbk}, ОКТМО ${f.oktmo}, УИН ${f.uin}`,
  ];
  if (f.kind === 'order') {
    return {
      title: ['ПОСТАНОВЛЕНИЕ', `о возбуждении исполнительного производства № ${f.number}`],
      paragraphs: [
        `${formatDateRu(f.date)}, ${f.issuer}.`,
        `Должник: ${f.payer}. Предмет исполнения: ${f.purpose}. Сумма задолженности ${formatRubles(f.amountKopeks)}.`,
        'Должнику установлен срок для добровольного исполнения — 5 дней со дня получения постановления (229-ФЗ, ст. 30 ч. 12).',
        ...requisites,
      ],
    };
  }
  if (f.kind === 'tax') {
    return {
      title: ['НАЛОГОВОЕ УВЕДОМЛЕНИЕ', `№ ${f.number} от ${formatDateRu(f.date)}`],
      paragraphs: [`Налогоплательщик: ${f.payer}.`, `${f.purpose}: ${formatRubles(f.amountKopeks)}.`, ...requisites],
    };
  }
  const o = f.offence;
  return {
    title: ['ПОСТАНОВЛЕНИЕ', `№ ${f.number} по делу об административном правонарушении`],
    paragraphs: [
      `${formatDateRu(f.date)}, ${f.issuer}.`,
      ...(o ? [`${o.description}.`, `Время нарушения: ${formatDateTimeRu(o.at)}. Статья: КоАП РФ ${o.article ?? '—'}.`] : []),
      `Привлекаемое лицо: ${f.payer}. Назначено административное наказание в виде штрафа ${formatRubles(f.amountKopeks)}.`,
      'Штраф уплачивается не позднее 60 дней со дня вступления постановления в законную силу (КоАП РФ, ст. 32.2).',
      ...requisites,
    ],
  };
}

/** The document of a charge as an SVG page. */
export function documentSvg(f: SandboxFileFacts): string {
  const { title, paragraphs } = content(f);
  const parts: string[] = [];
  let y = MARGIN + 10;
  for (const line of title) {
    parts.push(
      `<text x="${WIDTH / 2}" y="${y}" font-size="20" font-weight="700" text-anchor="middle" font-family="Arial, sans-serif">${escapeXml(line)}</text>`,
    );
    y += 30;
  }
  y += 12;
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph)) {
      parts.push(`<text x="${MARGIN}" y="${y}" font-size="15" font-family="Arial, sans-serif">${escapeXml(line)}</text>`);
      y += LINE;
    }
    y += 8;
  }
  const height = y + MARGIN;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${escapeXml(title.join(' '))}">`,
    `<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    `<text x="${WIDTH / 2}" y="${height / 2}" font-size="56" font-family="Arial, sans-serif" text-anchor="middle" fill="#d03030" fill-opacity="0.12" transform="rotate(-30 ${WIDTH / 2} ${height / 2})">ОБРАЗЕЦ</text>`,
    `<g fill="#1b2430">${parts.join('')}</g>`,
    `<text x="${MARGIN}" y="${height - 20}" font-size="12" font-family="Arial, sans-serif" fill="#8a96a3">Демонстрационный режим: образец документа, не из ГИС ГМП</text>`,
    `</svg>`,
  ].join('');
}
