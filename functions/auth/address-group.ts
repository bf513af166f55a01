// The unit a per-address throttle counts (registration): an IPv4 address whole, an IPv6 address by its /64, since one
// home, phone or server is given a whole /64 and a throttle per full IPv6 address would be a throttle per nothing.

export function addressGroup(address: string): string {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
