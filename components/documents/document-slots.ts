import type { ComponentType } from 'react';

/** What a section gives its form: the document when editing, the form's name, and how to close it. */
export interface DocumentFormSlotProps<T> {
  item?: T;
  label: string;
  /** Called with the saved document, or without one when cancelled. */
  onClose: (saved?: T) => void;
}

/** A second add panel: its button label and content; `onClose` may carry a message to announce. */
export interface ExtraAdd {
  label: string;
  Panel: ComponentType<{ onClose: (announcement?: string) => void }>;
}
