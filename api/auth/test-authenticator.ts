// A software authenticator for tests: one ES256 (P-256) key pair from node:crypto, `none`
// attestation and assertions as a browser would pass them on (WebAuthn L3 §6.1, §6.5, §8.7), so
// that tests drive the passkey endpoints end to end and can break one thing at a time: the
// origin, the relying party id hash, the flags, the counter, the challenge.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

type Cbor = Parameters<typeof isoCBOR.encode>[0]

/** Authenticator data flags (§6.1). */
export const FLAGS = { UP: 0x01, UV: 0x04, BE: 0x08, BS: 0x10, AT: 0x40 } as const

/** Anything a test may change of one ceremony; by default, what an honest platform authenticator sends. */
export interface CeremonyOverrides {
  /** The page's origin in clientDataJSON. */
  origin: string
  /** Whose rpIdHash the authenticator data carries (default: the options' relying party id). */
  rpId?: string
  /** The challenge signed (default: the options'). */
  challenge?: string
  /** Default UP | UV | BE | BS. */
  flags?: number
  /** The signature counter to report (default: one more than the last, starting at 1). */
  counter?: number
  /** Reported as another credential's assertion. */
  credentialId?: string
  type?: string
}

interface CreationOptionsLike {
  challenge: string
  rp: { id?: string }
  user: { id: string }
}
interface RequestOptionsLike {
  challenge: string
  rpId?: string
}

const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

export function createTestAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' }) as { privateKey: KeyObject; publicKey: KeyObject }
  const credentialId = randomBytes(32)
  let counter = 0
  let userHandle: string | undefined
  let rpIdOfCredential = ''

  const jwk = publicKey.export({ format: 'jwk' })
  // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  )

  const authData = (rpId: string, flags: number, signCount: number, attested: boolean): Buffer => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(signCount)
    const parts = [sha256(rpId), Buffer.from([flags | (attested ? FLAGS.AT : 0)]), count]
    if (attested) {
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      parts.push(Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey))
    }
    return Buffer.concat(parts)
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8')

  const defaultFlags = FLAGS.UP | FLAGS.UV | FLAGS.BE | FLAGS.BS

  return {
    /** The credential id, base64url. */
    get credentialId() {
      return b64url(credentialId)
    },
    /** navigator.credentials.create: a RegistrationResponseJSON with a `none` attestation. */
    register(options: CreationOptionsLike, o: CeremonyOverrides) {
      const rpId = o.rpId ?? options.rp.id ?? new URL(o.origin).hostname
      rpIdOfCredential = options.rp.id ?? rpId
      userHandle = options.user.id
      const clientDataJSON = clientData(o.type ?? 'webauthn.create', o.challenge ?? options.challenge, o.origin)
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, Cbor>()],
          ['authData', new Uint8Array(authData(rpId, o.flags ?? defaultFlags, o.counter ?? 0, true))],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
        response: {
          clientDataJSON: b64url(clientDataJSON),
          attestationObject: b64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
      }
    },
    /** navigator.credentials.get: an AuthenticationResponseJSON signed with the credential's key. */
    assert(options: RequestOptionsLike, o: CeremonyOverrides) {
      const rpId = o.rpId ?? options.rpId ?? rpIdOfCredential
      counter = o.counter ?? counter + 1
      const data = authData(rpId, o.flags ?? defaultFlags, counter, false)
      const clientDataJSON = clientData(o.type ?? 'webauthn.get', o.challenge ?? options.challenge, o.origin)
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey)
      const id = o.credentialId ?? b64url(credentialId)
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      }
    },
  }
}
export type TestAuthenticator = ReturnType<typeof createTestAuthenticator>
