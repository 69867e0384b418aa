'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type InputEvent,
  type KeyboardEvent,
} from 'react';
import { whenIdle } from '@/components/forms/when-idle';
import { rejectedCharExplainer, withPlainWidth, type PatternMaskOptions } from '@/lib/domain/masks';

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'ref' | 'maxLength'>;

interface MaskedInputProps extends NativeProps {
  mask: PatternMaskOptions;
  value: string;
  /** Called with the masked text (`99 04 449114`) whenever the mask accepts a change. */
  onValueChange: (value: string) => void;
  /** A callback ref (react-hook-form's `field.ref`) that receives the input element. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** The part of react-imask's InputMask this component drives. */
interface AttachedMask {
  value: string;
  on(event: 'accept', handler: () => void): unknown;
  destroy(): void;
}

type AttachMask = (element: HTMLInputElement, options: PatternMaskOptions) => AttachedMask;

let maskModule: Promise<AttachMask> | undefined;

/**
 * react-imask's engine, fetched once per page on first need. It weighs about 17 kB (gzip), so it
 * is not among the page's first scripts (README «Speed», JavaScript budget). A failed fetch is
 * forgotten, so the next focus tries again; until then the field takes plain text, which the
 * shared schema normalizes anyway.
 */
function loadMask(): Promise<AttachMask> {
  maskModule ??= import('react-imask').then(
    ({ IMask }) =>
      (element, options) =>
        IMask(element, { ...options, prepareChar: withPlainWidth(options.prepareChar) }) as AttachedMask,
  );
  maskModule.catch(() => {
    maskModule = undefined;
  });
  return maskModule;
}

/**
 * A text input with a react-imask pattern mask (spec §5), driven by its masked value, so it plugs
 * into react-hook-form's Controller. The input is rendered by React and the mask attaches to that
 * same element once its code has loaded (right after the page is idle, or at the first focus):
 * focus, caret and anything typed before survive, and what was typed unmasked is formatted then.
 * A character the mask refuses for a reason the person should know (`Q` in a plate) is explained
 * under the input in a polite live region instead of vanishing without a word; the note goes away
 * with the next accepted character, a character deleted, or leaving the field.
 */
export function MaskedInput({
  mask,
  value,
  onValueChange,
  inputRef,
  className,
  onBeforeInput,
  onKeyDown,
  onPaste,
  onFocus,
  onBlur,
  ...rest
}: MaskedInputProps) {
  const explainRejected = rejectedCharExplainer(mask);
  const [note, setNote] = useState<string | null>(null);
  const element = useRef<HTMLInputElement | null>(null);
  const attached = useRef<AttachedMask | null>(null);
  const requestMask = useRef<() => void>(() => {});
  const latest = useRef({ value, onValueChange, explain });
  useLayoutEffect(() => {
    latest.current = { value, onValueChange, explain };
  });

  useEffect(() => {
    let cancelled = false;
    let instance: AttachedMask | null = null;
    const attach = () => {
      if (instance || cancelled) return;
      loadMask().then(
        (attachMask) => {
          const input = element.current;
          if (cancelled || instance || !input) return;
          // Typed before the mask was there (even before the page's scripts ran, when no key was seen):
          // what the mask now refuses is explained as if it had just been typed.
          const typedBefore = input.value;
          instance = attachMask(input, mask);
          if (typedBefore) latest.current.explain(typedBefore);
          // Writing the typed text back through the mask shows it formatted (`9904449114` → `99 04 449114`);
          // a person typing on goes on after the formatted text.
          instance.value = input.value;
          if (document.activeElement === input) input.setSelectionRange(input.value.length, input.value.length);
          instance.on('accept', () => {
            // A character taken away: the note about one the mask dropped no longer fits the field.
            if (instance!.value.length < latest.current.value.length) setNote(null);
            latest.current.onValueChange(instance!.value);
          });
          attached.current = instance;
          if (instance.value !== latest.current.value) latest.current.onValueChange(instance.value);
        },
        () => {}, // offline: the field stays plain until the next focus asks again
      );
    };
    requestMask.current = attach;
    const cancelIdle = whenIdle(attach);
    return () => {
      cancelled = true;
      cancelIdle();
      instance?.destroy();
      attached.current = null;
    };
  }, [mask]);

  // A value set from outside (the form reset, a server's normalized number) reaches the element.
  // A layout effect, so it runs as the value commits: a passive one could run after the next
  // keystroke and put the value of one keystroke earlier back.
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    const input = element.current;
    if (!input) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // Text typed into the server's HTML before the scripts ran is the person's: keep it and hand
      // it to the form, rather than wiping it with the form's empty starting value.
      if (input.value !== value && input.value !== '') {
        latest.current.onValueChange(input.value);
        return;
      }
    }
    if (attached.current) {
      if (attached.current.value !== value) attached.current.value = value;
    } else if (input.value !== value) {
      input.value = value;
    }
  }, [value]);

  /** `atCaret`: one character typed now, explained by where it goes (the caret with nothing selected). */
  function explain(text: string, atCaret = false) {
    if (!explainRejected) return;
    const input = element.current;
    const at =
      atCaret && input && input.selectionStart !== null && input.selectionStart === input.selectionEnd
        ? { position: input.selectionStart, length: input.value.length }
        : undefined;
    for (const ch of text) {
      const message = explainRejected(ch, at);
      if (message) {
        setNote(message);
        return;
      }
    }
    setNote(null);
  }

  const setRefs = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      inputRef?.(input);
    },
    [inputRef],
  );

  const describedBy = [rest['aria-describedby'], note ? `${rest.id}-note` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <input
        {...rest}
        aria-describedby={describedBy}
        className={className ?? 'input'}
        // Uncontrolled: once attached, the mask owns the element's text; `value` is synced above.
        defaultValue={value}
        ref={setRefs}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          // Before the mask is there the typed text goes to the form as is; after, `accept` reports it.
          if (!attached.current) onValueChange(event.target.value);
        }}
        onFocus={(event) => {
          requestMask.current();
          onFocus?.(event);
        }}
        // Leaving the field, its own message (the form's check) speaks for it.
        onBlur={(event) => {
          setNote(null);
          onBlur?.(event);
        }}
        // beforeinput carries what an on-screen keyboard or dictation is about to insert (their
        // key events say «Unidentified»); keydown covers hardware keyboards everywhere.
        onBeforeInput={(event: InputEvent<HTMLInputElement>) => {
          if (event.data) explain(event.data, [...event.data].length === 1);
          onBeforeInput?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) explain(event.key, true);
          onKeyDown?.(event);
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          explain(event.clipboardData.getData('text'));
          onPaste?.(event);
        }}
      />
      {explainRejected && (
        <span id={rest.id ? `${rest.id}-note` : undefined} role="status" className={note ? 'field__error' : 'visually-hidden'}>
          {note}
        </span>
      )}
    </>
  );
}
