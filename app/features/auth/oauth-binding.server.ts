// Social sign-in bound to the browser that began it (docs/decisions/018). When the site sends a
// visitor to a provider it keeps the OAuth state and a PKCE verifier in a short-lived httpOnly
// cookie; the provider's return counts only in a browser holding that cookie. A return URL
// opened anywhere else (login CSRF: an attacker's own approved code, handed to a victim) is
// refused before the API is asked, so that browser's session stays as it was.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { getCookie } from '@tanstack/react-start/server'
import { z } from 'zod'
import { socialProviders, type SocialProvider } from '../../../contract/vocabulary'
import { COOKIES } from '../../shared/cookies/cookies'
import { putCookie, removeCookie } from '../../shared/cookies/cookies.server'

const bindingSchema = z.object({
  provider: z.enum(socialProviders),
  state: z.string().min(1).max(512),
  verifier: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/),
})
type Binding = z.infer<typeof bindingSchema>

/** A new PKCE pair (RFC 7636, S256): the verifier stays here, the challenge goes to the provider. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Remembers the sign-in this browser is about to begin. */
export function bindSignIn(binding: Binding): void {
  putCookie('oauth', Buffer.from(JSON.stringify(binding)).toString('base64url'))
}

function readBinding(): Binding | null {
  const raw = getCookie(COOKIES.oauth.name)
  if (!raw) return null
  try {
    const parsed = bindingSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The PKCE verifier of the sign-in this browser began, when the provider's return matches it; the
 * binding is then used up. Null for a return this browser did not begin (its own binding, if
 * any, is kept for the sign-in it did begin).
 */
export function claimSignIn(provider: SocialProvider, state: string): string | null {
  const binding = readBinding()
  if (!binding || binding.provider !== provider || !sameText(binding.state, state)) return null
  removeCookie('oauth')
  return binding.verifier
}
