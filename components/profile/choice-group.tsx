'use client';

import { useId } from 'react';
import { MSG_SCRIPTS_NEEDED_TO_CHANGE, ScriptsNeeded } from '@/components/ui/busy-button';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './profile.module.css';

/** One option of a ChoiceGroup. */
export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** While saving: further changes wait and «Сохраняем…» is announced. */
  pending: boolean;
  /** Set after a save finished, to announce «Сохранено». */
  saved: boolean;
}

/**
 * A two-or-more-way switch saved on change (avatar gender, account type): native radios in a
 * fieldset, so arrow keys and screen readers work as usual, drawn as a segmented control.
 * Disabled until the page's scripts run, which do the saving: a choice made before (or with
 * JavaScript off) would look made and be lost.
 */
export function ChoiceGroup<T extends string>({ legend, options, value, onChange, pending, saved }: ChoiceGroupProps<T>) {
  const name = useId();
  const scriptsRunning = useScriptsRunning();
  return (
    <fieldset className={`fieldset ${styles.choice}`} aria-busy={pending || undefined} disabled={!scriptsRunning}>
      <legend className="field__label">{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              // Not disabled while saving: a disabled radio would drop the keyboard focus.
              onChange={() => {
                if (!pending) onChange(option.value);
              }}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <span className="visually-hidden" role="status">
        {pending ? 'Сохраняем…' : saved ? 'Сохранено' : ''}
      </span>
      <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_CHANGE} />
    </fieldset>
  );
}
