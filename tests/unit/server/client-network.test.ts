import { describe, expect, it } from 'vitest';
import { networkOf } from '@/lib/server/http/client-ip';

describe('networkOf: the subject of per-address limits', () => {
  it('keeps an IPv4 address whole, also when the socket writes it IPv4-mapped', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('cuts an IPv6 address to its /64, however it is written', () => {
    const net = '2001:db8:0:a::/64';
    expect(networkOf('2001:db8:0:a::1')).toBe(net);
    expect(networkOf('2001:0db8:0000:000a:ffff:1:2:3')).toBe(net);
    expect(networkOf('2001:DB8::A:0:0:0:9')).toBe(net);
    expect(networkOf('[2001:db8:0:a::2]')).toBe(net);
    expect(networkOf('2001:db8:0:a::5%eth0')).toBe(net);
    expect(networkOf('2001:db8:0:a:1:2:192.0.2.1')).toBe(net);
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('2001:db8:0:b::1')).not.toBe(net);
  });

  it('leaves what is not an address as it is (never throws)', () => {
    expect(networkOf('unknown')).toBe('unknown');
    expect(networkOf('2001:db8::g')).toBe('2001:db8::g');
    expect(networkOf('')).toBe('');
  });
});
