// PKCE (RFC 7636, S256 only) on the API side (docs/decisions/107). The site makes the verifier,
// keeps it in the visitor's httpOnly OAuth cookie and sends the API only its challenge, which is
// kept with the single-use state; the callback must bring the verifier back, so an authorization
// code is only redeemable from the browser that began the sign-in.
import { createHash, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/** RFC 7636 §4.1: 43–128 characters of the unreserved set; the site sends base64url. */
export const pkceValueSchema = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/)

/** The S256 challenge of `verifier`: base64url(SHA-256(verifier)). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** Whether `verifier` is present and hashes to `challenge`. */
export function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  if (verifier === undefined) return false
  const expected = Buffer.from(challenge)
  const given = Buffer.from(s256(verifier))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
