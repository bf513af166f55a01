// Registration is throttled per address group (functions/auth/address-group.ts): an IPv4 address whole, IPv6 by /64.
import { addressGroup } from '../../functions/auth/address-group';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one, however they are written', () => {
    const group = '2001:db8:aa:1::/64';
    expect(addressGroup('2001:db8:aa:1::1')).toBe(group);
    expect(addressGroup('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(group);
    expect(addressGroup('2001:DB8:AA:1:0:0:0:9')).toBe(group);
    expect(addressGroup('2001:db8:aa:2::1')).not.toBe(group);
  });

  it('expands :: anywhere in the first four groups', () => {
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::')).toBe('fe80:0:0:0::/64');
  });
});
