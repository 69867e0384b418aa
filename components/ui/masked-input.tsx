'use client';

import type { ComponentPropsWithoutRef, Ref } from 'react';
import { IMaskInput } from 'react-imask';
import type { PatternMaskOptions } from '@/lib/domain/masks';

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
 * so it plugs into react-hook-form's Controller.
 */
export function MaskedInput({ mask, value, onValueChange, inputRef, className, ...rest }: MaskedInputProps) {
  return (
    <IMaskInput
      {...mask}
      {...rest}
      className={className ?? 'input'}
      value={value}
      inputRef={inputRef}
      onAccept={(next: string) => onValueChange(next)}
    />
  );
}
