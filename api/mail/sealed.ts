// The outbox's encrypted copy of a message as it is sent (docs/decisions/111). The stored columns
// of a mail carrying a link have its secret redacted; the copy the delivery loop sends from, which
// must keep the secret until the mail is delivered or given up, is sealed with AES-256-GCM under a
// key of its own, derived with HKDF from API_SIGNING_KEY. A database leak then yields no usable
// link, and a tampered copy fails to open rather than being sent.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** HKDF's info: this key is for the outbox's payloads only, never the signed URLs' HMAC. */
const KEY_INFO = 'pollwise api outbox payload v1'
/** The first byte of every sealed payload: the format (and key label) it was sealed with. */
const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16

export interface Sealer {
  seal(value: unknown): Buffer
  /** The value sealed; throws when the payload was sealed under another key or altered. */
  open(payload: Buffer): unknown
}

export function createSealer(signingKey: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), KEY_INFO, 32))
  // The version byte is authenticated too, so a payload cannot be passed off as another format.
  const aad = Buffer.from([VERSION])
  return {
    seal(value) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad)
      const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
      return Buffer.concat([aad, iv, cipher.getAuthTag(), sealed])
    },
    open(payload) {
      if (payload[0] !== VERSION) throw new Error(`unknown outbox payload format ${payload[0]}`)
      const iv = payload.subarray(1, 1 + IV_BYTES)
      const tag = payload.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES)
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(aad)
      decipher.setAuthTag(tag)
      const text = Buffer.concat([decipher.update(payload.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')
      return JSON.parse(text) as unknown
    },
  }
}
