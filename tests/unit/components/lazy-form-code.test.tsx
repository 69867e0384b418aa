import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver, MSG_FORM_CODE_UNAVAILABLE } from '@/components/forms/lazy-zod-resolver';
import { MaskedInput } from '@/components/ui/masked-input';
import { stsMask } from '@/lib/domain/masks';
import { fineCheckForm } from '@/lib/validation/sts';

vi.mock('@/components/ui/toasts', () => ({ toast: { error: vi.fn() } }));

/** A masked field holding its value in state, as react-hook-form's Controller does. */
function StsField({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <label>
      Номер СТС
      <MaskedInput
        mask={stsMask}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </label>
  );
}

describe('form code loaded after the first screen', () => {
  it('typing on while the mask arrives loses no keystroke (a value committed late never puts an older one back)', async () => {
    const user = userEvent.setup();
    render(<StsField onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Номер СТС');
    // The mask's code is fetched at the first focus and attaches between two of these keystrokes.
    await user.type(input, '9904449114');
    await waitFor(() => expect(input.value).toBe('99 04 449114'));
  });

  it('a masked field formats what was typed before its mask arrived, on the same element', async () => {
    const seen: string[] = [];
    render(<StsField onValue={(v) => seen.push(v)} />);
    const input = screen.getByLabelText<HTMLInputElement>('Номер СТС');
    // Typed at once, as a fast person or autofill does, before the mask's code has loaded.
    await act(async () => {
      input.value = '9904449114';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await waitFor(() => expect(input.value).toBe('99 04 449114'));
    expect(screen.getByLabelText('Номер СТС')).toBe(input);
    expect(seen.at(-1)).toBe('99 04 449114');
  });

  it('once attached, the mask converts Latin twins and refuses letters with none', async () => {
    const user = userEvent.setup();
    render(<StsField onValue={() => {}} />);
    const input = screen.getByLabelText<HTMLInputElement>('Номер СТС');
    await user.click(input);
    await waitFor(() => expect(input.value).toBe(''));
    await user.type(input, '77ab123456');
    await waitFor(() => expect(input.value).toBe('77 АВ 123456'));
  });

  it('text typed into the server’s HTML before the scripts ran is kept, formatted and handed to the form', async () => {
    const seen: string[] = [];
    const field = <StsField onValue={(v) => seen.push(v)} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(field);
    document.body.append(host);
    const input = host.querySelector('input')!;
    input.value = '9904449114'; // a fast person on a slow phone
    await act(async () => {
      hydrateRoot(host, field);
    });
    await waitFor(() => expect(input.value).toBe('99 04 449114'));
    expect(seen.at(-1)).toBe('99 04 449114');
    host.remove();
  });

  it('validates with the shared schema once it loaded', async () => {
    const resolver = lazyZodResolver(async () => fineCheckForm);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const result = await resolver({ sts: '1', vehiclePlateNumber: '', vehiclePlateRegion: '' }, undefined, options);
    expect(Object.keys(result.errors)).toContain('sts');
  });

  it('a failed fetch of the schema sends nothing, says so, and is tried again next time', async () => {
    const { toast } = await import('@/components/ui/toasts');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(fineCheckForm);
    const resolver = lazyZodResolver(load);
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    const values = { sts: '99 04 449114', vehiclePlateNumber: 'А123ВС', vehiclePlateRegion: '77' };
    const failed = await resolver(values, undefined, options);
    expect(failed.errors).toEqual({ root: { type: 'network', message: MSG_FORM_CODE_UNAVAILABLE } });
    expect(toast.error).toHaveBeenCalledWith(MSG_FORM_CODE_UNAVAILABLE);
    const passed = await resolver(values, undefined, options);
    expect(passed.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
