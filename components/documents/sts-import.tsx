'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api-client/client';
import type { StsFields } from '@/api-client/documents';
import type { StsImportResult } from '@/api-client/sts';
import { MSG_CREDENTIALS_CHECK_FAILED } from '@/lib/domain/messages';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { escapeCancels } from './escape-cancels';
import { parseStsImport, type ParsedStsImport } from './parse-sts-import';
import styles from './documents.module.css';

interface StsImportProps {
  onImport: (list: StsFields[]) => Promise<StsImportResult>;
  /** Closes the panel; the summary is announced by the section. */
  onDone: (summary?: string) => void;
}

/** «Добавлено: 3, уже были: 1». */
export function importSummary({ added, skipped }: StsImportResult): string {
  return `Добавлено: ${added.length}, уже были: ${skipped.length}`;
}

/**
 * Adds several СТС at once from pasted text, one per line (`СТС; госномер; регион`). The text is
 * checked on the client with the shared schema first: errors are listed by line and nothing is
 * sent until every line is right. After the first attempt the list follows the typing.
 */
export function StsImport({ onImport, onDone }: StsImportProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<ParsedStsImport | null>(null);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textarea.current?.focus(), []);

  const problems = checked && (checked.lineErrors.length > 0 || checked.listError);
  const errorsId = `${id}-errors`;
  const hintId = `${id}-hint`;

  function onChange(value: string) {
    setText(value);
    if (checked) setChecked(parseStsImport(value));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseStsImport(text);
    setChecked(parsed);
    setFormError(null);
    if (parsed.lineErrors.length > 0 || parsed.listError) {
      textarea.current?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await onImport(parsed.items);
      onDone(importSummary(result));
    } catch (error) {
      setFormError(error instanceof ApiError ? error.errorDesc : MSG_CREDENTIALS_CHECK_FAILED);
      setPending(false);
    }
  }

  return (
    <form
      className={`form ${styles.form}`}
      method="post"
      noValidate
      aria-label="Добавление СТС списком"
      onSubmit={(e) => void onSubmit(e)}
      onKeyDown={escapeCancels(pending, onDone)}
    >
      <FormAlert message={formError} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-text`}>
          Список СТС
        </label>
        <textarea
          id={`${id}-text`}
          ref={textarea}
          className={`input ${styles.textarea}`}
          rows={6}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problems ? true : undefined}
          aria-describedby={problems ? `${errorsId} ${hintId}` : hintId}
          placeholder={'99 04 449114; А123ВС; 77\n77 АВ 123456'}
          spellCheck={false}
          autoCapitalize="characters"
        />
        {problems && (
          <ul id={errorsId} className={`field__error ${styles.lineErrors}`}>
            {checked.listError && <li>{checked.listError}</li>}
            {checked.lineErrors.map((e, index) => (
              <li key={index}>
                Строка {e.line}: {e.message}
              </li>
            ))}
          </ul>
        )}
        <p className="field__hint" id={hintId}>
          По одному СТС на строке: «СТС; госномер; регион». Госномер и регион можно не указывать. Не больше 50 за раз.
        </p>
      </div>
      <FormActions pending={pending} submitLabel="Добавить список" pendingText="Добавляем список…" onCancel={() => onDone()} />
    </form>
  );
}
