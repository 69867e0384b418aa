'use client';

import { useId } from 'react';
import { MSG_SCRIPTS_NEEDED_TO_CHANGE, ScriptsNeeded } from '@/components/ui/busy-button';
import { Spinner } from '@/components/ui/spinner';
import { useScriptsRunning } from '@/components/ui/use-scripts-running';
import styles from './notifications.module.css';

interface NotifySwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /**
   * Saving: changes are ignored but the switch stays focusable (a disabled control would drop the
   * keyboard focus to the page).
   */
  busy?: boolean;
  /** Id of the text that explains the switch. */
  describedBy?: string;
}

/**
 * «Сообщать о новых штрафах» as a switch: a native checkbox with the switch role, so Space toggles
 * it and a screen reader says «вкл./выкл.»; the track and knob are drawn by CSS. It saves by the
 * page's scripts, so without them it stays disabled and says why (a toggle that saves nothing would lie).
 */
export function NotifySwitch({ checked, onChange, disabled, busy, describedBy }: NotifySwitchProps) {
  const id = useId();
  const scriptsRunning = useScriptsRunning();
  return (
    <div className={styles.switchRow}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled || !scriptsRunning}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          if (!busy) onChange(e.target.checked);
        }}
      />
      <label htmlFor={id} className={styles.switchLabel}>
        Сообщать о новых штрафах
      </label>
      {busy && (
        <span className={styles.saving}>
          <Spinner /> Сохраняем…
        </span>
      )}
      <ScriptsNeeded message={MSG_SCRIPTS_NEEDED_TO_CHANGE} />
    </div>
  );
}
