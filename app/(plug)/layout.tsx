import type { ReactNode } from 'react';
import { PlugFrame } from '@/components/layout/plug-frame';

/** Plug layout of the home page: just the logo above the content, nothing to distract from the form. */
export default function PlugLayout({ children }: { children: ReactNode }) {
  return <PlugFrame>{children}</PlugFrame>;
}
