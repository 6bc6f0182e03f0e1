// Which address a request really comes from, behind proxies. Each proxy appends the address it
// received the request from to X-Forwarded-For, so only the right end of the list can be
// believed: walk it from the right, past the peer and every hop that is a trusted proxy, and the
// first untrusted address is the client. The leftmost entry is whatever the client wrote.
// Both the site (before it calls the API) and the reference API use this rule.

/** `none`: believe no proxy; `loopback`: only this machine; otherwise a list of CIDR ranges. */
export type TrustProxy = 'none' | 'loopback' | readonly Cidr[]

export interface Cidr {
  version: 4 | 6
  base: bigint
  bits: number
}

/** Parses `none`, `loopback` or a comma-separated CIDR list (`10.0.0.0/8, ::1/128`); null when malformed. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase()
  if (text === 'none' || text === '') return 'none'
  if (text === 'loopback') return 'loopback'
  const ranges: Cidr[] = []
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const cidr = parseCidr(part)
    if (!cidr) return null
    ranges.push(cidr)
  }
  return ranges
}

export function parseCidr(text: string): Cidr | null {
  const [address = '', prefix] = text.split('/')
  const parsed = parseIp(address)
  if (!parsed) return null
  const max = parsed.version === 4 ? 32 : 128
  const bits = prefix === undefined ? max : Number(prefix)
  if (!Number.isInteger(bits) || bits < 0 || bits > max || (prefix !== undefined && !/^\d+$/.test(prefix))) return null
  return { version: parsed.version, base: parsed.value & mask(parsed.version, bits), bits }
}

function mask(version: 4 | 6, bits: number): bigint {
  const width = BigInt(version === 4 ? 32 : 128)
  return bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << (width - BigInt(bits))
}

/** IPv4 or IPv6 (with `::`, zone ids dropped, IPv4-mapped IPv6 read as IPv4) → number. */
export function parseIp(text: string): { version: 4 | 6; value: bigint } | null {
  const address = text
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  const v4 = parseIpv4(address)
  if (v4 !== null) return { version: 4, value: v4 }
  const v6 = parseIpv6(address)
  if (v6 === null) return null
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (v6 >> 32n === 0xffffn) return { version: 4, value: v6 & 0xffffffffn }
  return { version: 6, value: v6 }
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.')
  if (parts.length !== 4) return null
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    value = (value << 8n) | BigInt(part)
  }
  return value
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || (text.match(/::/g) ?? []).length > 1) return null
  let groups: string[]
  const [head = '', tail] = text.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  // A trailing dotted quad stands for the last two groups.
  const last = (tail === undefined ? headGroups : tailGroups).at(-1)
  if (last?.includes('.')) {
    const v4 = parseIpv4(last)
    if (v4 === null) return null
    const list = tail === undefined ? headGroups : tailGroups
    list.splice(-1, 1, ((v4 >> 16n) & 0xffffn).toString(16), (v4 & 0xffffn).toString(16))
  }
  if (tail === undefined) {
    if (headGroups.length !== 8) return null
    groups = headGroups
  } else {
    const missing = 8 - headGroups.length - tailGroups.length
    if (missing < 1) return null
    groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
  }
  let value = 0n
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null
    value = (value << 16n) | BigInt(parseInt(group, 16))
  }
  return value
}

function isLoopback(ip: { version: 4 | 6; value: bigint }): boolean {
  return ip.version === 4 ? ip.value >> 24n === 127n : ip.value === 1n
}

export function isTrusted(address: string, trust: TrustProxy): boolean {
  if (trust === 'none') return false
  const ip = parseIp(address)
  if (!ip) return false
  if (trust === 'loopback') return isLoopback(ip)
  return trust.some((range) => range.version === ip.version && (ip.value & mask(ip.version, range.bits)) === range.base)
}

/**
 * The client address: the peer itself unless it is a trusted proxy, else the rightmost
 * X-Forwarded-For entry that is not a trusted proxy (the leftmost if every hop is trusted).
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trust: TrustProxy): string | null {
  if (!peer) return null
  if (!isTrusted(peer, trust) || !forwardedFor) return peer
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!parseIp(hop)) return peer
    if (!isTrusted(hop, trust) || i === 0) return hop
  }
  return peer
}
