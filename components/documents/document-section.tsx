'use client';

import { useId, useRef, useState, type ComponentType } from 'react';
import { BUTTONS } from '@/lib/contract/tracking';
import type { DocumentKind } from '@/lib/domain/document-kinds';
import { DOCUMENT_LIST_LIMIT } from '@/lib/domain/limits';
import { MSG_DOCUMENT_LIMIT } from '@/lib/domain/messages';

import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import { DocumentItem } from './document-item';
import type { DocumentSummary } from './document-names';
import type { DocumentFormSlotProps, ExtraAdd } from './document-slots';
import { useFocusLater } from './use-focus-later';
import styles from './documents.module.css';

/** Said under a list of documents with JavaScript off: adding, editing and removing need the page's scripts. */
export const MSG_DOCUMENTS_NEED_SCRIPTS = 'Чтобы добавить, изменить или удалить документ, включите JavaScript в браузере';

/** The part of a React Query result a section reads. */
interface ListQuery<T> {
  data: T[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}

interface DocumentSectionProps<T extends { id: number }> {
  /** The kind: its heading, button and form names and empty-list text. */
  kind: DocumentKind;
  query: ListQuery<T>;
  describe: (item: T) => DocumentSummary;
  /** The document form, for adding and for editing. */
  Form: ComponentType<DocumentFormSlotProps<T>>;
  remove: (item: T) => Promise<unknown>;
  /** Another way to add (the СТС import): its toggle sits next to «Добавить», its panel below. */
  extra?: ExtraAdd;
}

type Panel = 'add' | 'extra' | null;

/**
 * One kind of document: heading with «n из 50», «Добавить» (disabled at 50, with the reason),
 * the add form, the list with edit and remove, and loading, error and empty states. What changed
 * is announced in a polite live region; focus goes back where the person was.
 */
export function DocumentSection<T extends { id: number }>(props: DocumentSectionProps<T>) {
  const { kind, query, describe, Form, remove, extra } = props;
  const { sectionTitle: title, addLabel, addFormLabel, emptyTitle, emptyText } = kind;
  const headingId = useId();
  const [panel, setPanel] = useState<Panel>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const extraButton = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  // The panels open in the page's scripts: until they run, a press would be lost without a word.
  const scriptsRunning = useScriptsRunning();

  const list = query.data;
  const count = list?.length ?? 0;
  const full = count >= DOCUMENT_LIST_LIMIT;

  function closePanel(which: Exclude<Panel, null>, message?: string) {
    setPanel(null);
    if (message) setAnnouncement(message);
    focusLater(() => {
      const button = which === 'add' ? addButton.current : extraButton.current;
      // The 50th document disables the buttons: a disabled button cannot take focus, the heading can.
      return button && !button.disabled ? button : heading.current;
    });
  }
  const closeAdd = (saved?: T) => closePanel('add', saved && `Добавлено: ${describe(saved).shortName}`);
  const closeExtra = (message?: string) => closePanel('extra', message);
  const toggle = (which: Exclude<Panel, null>) => setPanel((open) => (open === which ? null : which));

  function onRemoved(summary: DocumentSummary) {
    setAnnouncement(`Удалено: ${summary.shortName}`);
    // The removed line and its buttons are gone: the section heading is the nearest stable place.
    focusLater(() => heading.current);
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby={headingId}>
      <div className="split-row">
        <h3 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {title}
          {list && (
            <>
              {' '}
              <span className={styles.counter}>
                {count} из {DOCUMENT_LIST_LIMIT}
              </span>
            </>
          )}
        </h3>
        {list && (
          <div className="button-row">
            <button
              type="button"
              className={`button ${styles.small}`}
              ref={addButton}
              aria-expanded={panel === 'add'}
              disabled={full || !scriptsRunning}
              data-track-button={BUTTONS.addDocument}
              data-track-info={title}
              onClick={() => toggle('add')}
            >
              {addLabel}
            </button>
            {extra && (
              <button
                type="button"
                className={`button button--secondary ${styles.small}`}
                ref={extraButton}
                aria-expanded={panel === 'extra'}
                disabled={full || !scriptsRunning}
                onClick={() => toggle('extra')}
              >
                {extra.label}
              </button>
            )}
          </div>
        )}
      </div>
      {list && <ScriptsNeeded message={MSG_DOCUMENTS_NEED_SCRIPTS} />}
      {full && <p className="muted">{MSG_DOCUMENT_LIMIT}. Удалите ненужный, чтобы добавить новый.</p>}
      <p role="status" className={announcement ? 'success-note' : 'visually-hidden'}>
        {announcement}
      </p>

      {panel === 'add' && !full && <Form label={addFormLabel} onClose={closeAdd} />}
      {panel === 'extra' && !full && extra && <extra.Panel onClose={closeExtra} />}

      {list === undefined ? (
        query.isError ? (
          <Notice tone="danger" role="alert">
            <p>Не удалось загрузить список. Проверьте связь и попробуйте снова.</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              Повторить
            </button>
          </Notice>
        ) : (
          <p className={styles.loading} role="status">
            <Spinner /> Загружаем…
          </p>
        )
      ) : list.length === 0 ? (
        panel === null && (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{emptyTitle}</p>
            <p className="muted">{emptyText}</p>
          </div>
        )
      ) : (
        <ul className={styles.list}>
          {list.map((item) => (
            <DocumentItem
              key={item.id}
              item={item}
              summary={describe(item)}
              Form={Form}
              remove={remove}
              onSaved={(saved) => setAnnouncement(`Сохранено: ${describe(saved).shortName}`)}
              onRemoved={onRemoved}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
