import { describe, expect, it } from 'vitest';
import { tableFileText } from '@/lib/domain/table-file-text';

const LINE = '9900100100;А123ВС;77;Иванов Иван Иванович';

describe('tableFileText', () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(tableFileText(new TextEncoder().encode(LINE))).toBe(LINE);
    expect(tableFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(LINE)]))).toBe(LINE);
  });

  it('reads what Russian Excel saves as plain CSV (Windows-1251)', () => {
    // `А123ВС` in Windows-1251: А C0, В C2, С D1.
    expect(tableFileText(new Uint8Array([0xc0, 0x31, 0x32, 0x33, 0xc2, 0xd1]))).toBe('А123ВС');
  });
});
