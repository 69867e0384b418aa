'use client';

import {
  useState,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type InputEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { IMaskInput } from 'react-imask';
import { rejectedCharExplainer, type PatternMaskOptions } from '@/lib/domain/masks';

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'ref' | 'maxLength'>;

interface MaskedInputProps extends NativeProps {
  mask: PatternMaskOptions;
  value: string;
  /** Called with the masked text (`99 04 449114`) whenever the mask accepts a change. */
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A text input with a react-imask pattern mask (spec §5), controlled by its masked value,
 * so it plugs into react-hook-form's Controller. A character the mask refuses for a reason the
 * person should know (`Q` in a plate) is explained under the input in a polite live region
 * instead of vanishing without a word; the note goes away with the next accepted character.
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
  ...rest
}: MaskedInputProps) {
  const explainRejected = rejectedCharExplainer(mask);
  const [note, setNote] = useState<string | null>(null);

  function explain(text: string) {
    if (!explainRejected) return;
    for (const ch of text) {
      const message = explainRejected(ch);
      if (message) {
        setNote(message);
        return;
      }
    }
    setNote(null);
  }

  const describedBy = [rest['aria-describedby'], note ? `${rest.id}-note` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <IMaskInput
        {...mask}
        {...rest}
        aria-describedby={describedBy}
        className={className ?? 'input'}
        value={value}
        inputRef={inputRef}
        onAccept={(next: string) => onValueChange(next)}
        // beforeinput carries what an on-screen keyboard or dictation is about to insert (their
        // key events say «Unidentified»); keydown covers hardware keyboards everywhere.
        onBeforeInput={(event: InputEvent<HTMLInputElement>) => {
          if (event.data) explain(event.data);
          onBeforeInput?.(event);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) explain(event.key);
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
