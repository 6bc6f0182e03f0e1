// Signed, expiring URLs on the API (`/auth/signed/{purpose}?token&expires&signature`). The
// signature stops tampering with purpose or expiry; the token inside is single-use in the
// token store, so a signed URL works once.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { endpointPath, endpoints } from '../../contract/endpoints'

export type SignedPurpose = 'login' | 'verify' | 'social_register' | 'social_link'

function sign(key: string, purpose: string, token: string, expires: string): string {
  return createHmac('sha256', key).update(`${purpose}|${token}|${expires}`).digest('hex')
}

export function buildSignedUrl(baseUrl: string, key: string, purpose: SignedPurpose, token: string, expiresAtMs: number): string {
  const expires = String(Math.floor(expiresAtMs / 1000))
  const path = purpose === 'social_link' ? endpoints.socialLink.path : endpointPath(endpoints.signedSignIn, { purpose })
  const url = new URL(`${baseUrl}/${path}`)
  url.searchParams.set('token', token)
  url.searchParams.set('expires', expires)
  url.searchParams.set('signature', sign(key, purpose, token, expires))
  return url.toString()
}

export type SignedCheck = { ok: true; token: string } | { ok: false; reason: 'invalid' | 'expired' }

export function verifySignedUrl(
  key: string,
  purpose: string,
  query: { token?: string; expires?: string; signature?: string },
  now: Date,
): SignedCheck {
  const { token, expires, signature } = query
  if (!token || !expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: 'invalid' }
  }
  const expected = Buffer.from(sign(key, purpose, token, expires), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'invalid' }
  if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, token }
}
