'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useRef } from 'react';
import { ApiError } from '@/api-client/client';
import { importVehicles } from '@/api-client/organizations';
import type { VehicleImportReportDto } from '@/lib/contract/organizations';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { plural } from '@/lib/domain/plural';
import { tableFileText, workbookProblem } from '@/lib/domain/table-file-text';
import { BusyButton, MSG_SCRIPTS_NEEDED_TO_UPLOAD } from '@/components/ui/busy-button';
import { FormAlert } from '@/components/ui/form-alert';
import { Notice } from '@/components/ui/notice';

/** The largest file the form sends (the server takes about 10 000 lines). */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** What the report says in one line. */
function summary(report: VehicleImportReportDto): string {
  const parts = [`добавлено ${report.added}`, `обновлено ${report.updated}`];
  if (report.refusedCount > 0) parts.push(`не принято ${report.refusedCount}`);
  return `Строк в файле: ${report.lines}; ${parts.join(', ')}.`;
}

/**
 * «Загрузить список машин»: a CSV of the fleet (`СТС;госномер;регион;водитель`, a header line
 * allowed) read in the browser (UTF-8, Excel's Windows-1251 or its UTF-16 «Текст Юникод»: `tableFileText`; a workbook
 * is refused with how to save a CSV) and sent to `POST organization/{id}/vehicles/import`; the report
 * says what happened to each line that was not taken, and the page shows the drivers afterwards.
 */
export function FleetImport({ organizationId }: { organizationId: number }) {
  const id = useId();
  const router = useRouter();
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: async () => {
      const chosen = file.current?.files?.[0];
      if (!chosen) throw new ApiError('invalid_input', 'Выберите файл CSV', 400);
      if (chosen.size > MAX_FILE_BYTES) throw new ApiError('too_large', 'Файл больше 2 МБ: разделите его на части', 413);
      const bytes = await chosen.arrayBuffer();
      const workbook = workbookProblem(bytes);
      if (workbook) throw new ApiError('invalid_input', workbook, 400);
      return importVehicles(organizationId, tableFileText(bytes));
    },
    onSuccess: () => router.refresh(),
  });
  const report = upload.data;
  const error = upload.error ? (upload.error instanceof ApiError ? upload.error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED) : null;

  return (
    <div className="stack">
      <form
        method="post"
        className="form"
        aria-label="Загрузить список машин"
        aria-busy={upload.isPending || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (!upload.isPending) upload.mutate();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-file`}>
            Файл CSV
          </label>
          <input
            id={`${id}-file`}
            ref={file}
            className="input"
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={`${id}-hint`}
          />
          <p className="field__hint" id={`${id}-hint`}>
            Строки «СТС;госномер;регион;водитель», например «9904449114;А123ВС;77;Иванов Иван Иванович». Первая строка может быть
            заголовком.
          </p>
        </div>
        <BusyButton busy={upload.isPending} busyText="Загружаем список машин…" scriptsNeeded={MSG_SCRIPTS_NEEDED_TO_UPLOAD}>
          Загрузить
        </BusyButton>
      </form>
      <FormAlert message={error} />
      {report && (
        <Notice tone={report.refusedCount > 0 ? 'warning' : 'info'} role="status">
          <p>{summary(report)}</p>
          {report.refused.length > 0 && (
            <ul className="notice__list" aria-label="Не принятые строки">
              {report.refused.map((r) => (
                <li key={`${r.line}-${r.reason}`}>
                  Строка {r.line}: {r.reason}
                </li>
              ))}
            </ul>
          )}
          {report.refusedCount > report.refused.length && (
            <p>
              И ещё {report.refusedCount - report.refused.length}{' '}
              {plural(report.refusedCount - report.refused.length, 'строка', 'строки', 'строк')}.
            </p>
          )}
        </Notice>
      )}
    </div>
  );
}
