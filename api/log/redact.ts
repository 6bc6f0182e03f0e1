// What a log line may carry. Every entry passes through `scrubEntry` on its way out, whatever
// wrote it and however the secret got there: a value under a sensitive key, a token in a query
// string quoted by an error message, an address in a path. Strings are capped before they are
// searched, so a hostile path or body costs a bounded amount of work and log space.

export const REDACTED = '[redacted]'
export const EMAIL_REDACTED = '[email]'

/** Keys (lower case, `-` read as `_`) whose values never reach a log, at any depth. */
const SECRET_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy_authorization',
  'cookie',
  'set_cookie',
  'password',
  'confirm_password',
  'password_confirmation',
  'token',
  'id_token',
  'access_token',
  'refresh_token',
  'auth_token',
  'signed_url',
  'signature',
  'secret',
  'client_secret',
  'code_verifier',
  'private_key',
])

/** Query and form parameters redacted inside any string: tokens, signatures, OAuth values, addresses. */
const PARAMS =
  'token|signature|email|id_token|access_token|refresh_token|code|code_verifier|state|password|signed_url|to|auth_signature|appsecret_proof|secret'

const STRING_RULES: [RegExp, string][] = [
  // Credentials in a URL (smtp://user:pass@host).
  [/(\/\/)[^\s/@]+@/g, `$1${REDACTED}@`],
  [new RegExp(`(^|[?&;#\\s])(${PARAMS})=[^&#\\s"'<>]*`, 'gi'), `$1$2=${REDACTED}`],
  // The same inside a percent-encoded URL (a signed URL carried in another URL's query).
  [new RegExp(`(%3F|%26|%23)(${PARAMS})%3D(?:(?!%26|%23)[^&#\\s"'<>])*`, 'gi'), `$1$2%3D${REDACTED}`],
  // The same keys in a JSON text (a request body quoted in a message).
  [new RegExp(`"(${[...SECRET_KEYS, ...PARAMS.split('|')].join('|')})"\\s*:\\s*"(?:[^"\\\\]|\\\\.)*"`, 'gi'), `"$1":"${REDACTED}"`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  // The lookbehinds start each match at the beginning of a word, which keeps the scan linear.
  [/(?<![^\s"'<>()[\]{},;:/?&=])[^\s"'<>()[\]{},;:/?&=@]+@[^\s"'<>()[\]{},;:/?&=@]+/g, EMAIL_REDACTED],
  [/(?<![A-Za-z0-9._+-])[A-Za-z0-9._+-]+%40[A-Za-z0-9.-]+/gi, EMAIL_REDACTED],
]

/** Longest string kept, by key; anything else gets DEFAULT_MAX. */
const MAX_BY_KEY: Readonly<Record<string, number>> = { path: 256, url: 256, body: 512, msg: 2048, stack: 4096 }
const DEFAULT_MAX = 1024
const MAX_DEPTH = 5
const MAX_ITEMS = 50

const normalKey = (key: string) => key.toLowerCase().replace(/-/g, '_')

/** `text` cut to `max` characters, saying how much was left out. */
export function cap(text: string, max = DEFAULT_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length - max} more)`
}

/** `text` capped, then without tokens, signatures, credentials or e-mail addresses. */
export function scrubText(text: string, max = DEFAULT_MAX): string {
  return STRING_RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), cap(text, max))
}

/** A copy of `value` fit for a log line. `key` is the name it is logged under. */
export function scrub(value: unknown, key = '', depth = 0): unknown {
  const name = normalKey(key)
  if (SECRET_KEYS.has(name)) return value === undefined || value === null ? value : REDACTED
  if (name === 'email' && typeof value === 'string') return EMAIL_REDACTED
  if (typeof value === 'string') return scrubText(value, MAX_BY_KEY[name] ?? DEFAULT_MAX)
  if (typeof value !== 'object' || value === null) return value
  if (depth >= MAX_DEPTH) return '[…]'
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => scrub(item, key, depth + 1))
    return value.length > MAX_ITEMS ? [...items, `…(${value.length - MAX_ITEMS} more)`] : items
  }
  const entries = Object.entries(value)
  const out: Record<string, unknown> = {}
  for (const [k, v] of entries.slice(0, MAX_ITEMS)) out[k] = scrub(v, k, depth + 1)
  if (entries.length > MAX_ITEMS) out['…'] = `${entries.length - MAX_ITEMS} more keys`
  return out
}

/** A whole log entry (pino's parsed JSON line), scrubbed. */
export function scrubEntry(entry: Record<string, unknown>): Record<string, unknown> {
  return scrub(entry) as Record<string, unknown>
}
