// Forms posted to the site's pages: only the site's own pages may post (a cross-site page, or a
// DNS-rebound one whose Host and Origin both name the attacker's domain, is refused), only as a
// form, and the outcome carried back in a cookie is read only as the site wrote it.
import { describe, expect, it } from 'vitest'
import { type PostedOutcome, readPostedForm, sealOutcome, unsealOutcome } from './form-action.server'

const SITE = 'https://www.pollwise.com'
const ORIGINS = [SITE, 'https://au.pollwise.com']

const post = (headers: Record<string, string>, body = 'email=a%40b.co') =>
  new Request(`${SITE}/de-de/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

describe('readPostedForm', () => {
  it('reads a form posted from one of the site’s own pages', async () => {
    const data = await readPostedForm(post({ Origin: SITE }), ORIGINS)
    expect(data).toBeInstanceOf(FormData)
    expect((data as FormData).get('email')).toBe('a@b.co')
  })

  it('refuses a post from another site, from a DNS-rebound host, or without an Origin', async () => {
    const attempts: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'https://evil.example', Host: 'evil.example' },
      {},
    ]
    for (const headers of attempts) {
      const answer = await readPostedForm(post(headers), ORIGINS)
      expect(answer).toBeInstanceOf(Response)
      expect((answer as Response).status).toBe(403)
    }
  })

  it('refuses anything but a form', async () => {
    const json = new Request(`${SITE}/de-de/contact`, {
      method: 'POST',
      headers: { Origin: SITE, 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    })
    expect(((await readPostedForm(json, ORIGINS)) as Response).status).toBe(415)
  })
})

describe('the outcome cookie', () => {
  const outcome: PostedOutcome = {
    form: 'contact',
    values: { email: 'bad', message: 'Hallo' },
    refused: { email: 'email_not_valid' },
    result: null,
  }

  it('reads back what the site sealed', () => {
    expect(unsealOutcome(sealOutcome(outcome))).toEqual(outcome)
  })

  it('reads nothing from a forged, truncated or oversized value', () => {
    const sealed = sealOutcome(outcome)
    expect(unsealOutcome(sealed.slice(0, -5))).toBeNull()
    expect(unsealOutcome(Buffer.from('{"form":"contact"}').toString('base64url'))).toBeNull()
    expect(unsealOutcome(sealOutcome({ ...outcome, values: { email: 'x'.repeat(7000) } }))).toBeNull()
    expect(unsealOutcome('a'.repeat(10_000))).toBeNull()
    expect(unsealOutcome(undefined)).toBeNull()
  })
})
