// What a bad body or query gets back from every endpoint that validates one: field names the
// request schema declares, each with Laravel-worded sentences built from rule keys. Never the
// schema's internals (the e-mail pattern, the 85 locale codes, option lists) and never a key
// the client made up inside a free-form object.
import { describe, expect, it } from 'vitest'
import {
  checkRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signedUrlRequestSchema,
  socialCallbackQuerySchema,
  socialRedirectQuerySchema,
  socialTokenRequestSchema,
} from '../../contract/auth'
import { claimsQuerySchema } from '../../contract/claims'
import { contactRequestSchema, dataSellRequestSchema, notifyMeRequestSchema } from '../../contract/contact'
import { countryQuerySchema } from '../../contract/country'
import { localeCodes } from '../../contract/locales'
import { attributionRequestSchema, storeMetaRequestSchema, trackRequestSchema } from '../../contract/track'
import { createTestApi } from '../testing'

type ObjectSchema = { shape: Record<string, unknown> }

/** Wrong types, malformed values and unknown options for every kind of field there is. */
const HOSTILE = {
  email: 'not-an-address@',
  password: 42,
  confirm_password: { nested: true },
  password_confirmation: ['x'],
  token: 7,
  locale: 'xx-yy',
  m_id: 'has spaces and <tags>',
  query: { a: 1 },
  marketing_opt_in: 'yes',
  provider: 'myspace',
  id_token: 5,
  name: ['Ada'],
  message: {},
  state: 12,
  event: 'bad event!',
  url: 9,
  data: { '<script>alert(1)</script>': { deep: 1 }, 'ada@example.com': [1], ['k'.repeat(100)]: 1 },
  int_attr_id: {},
  source: [],
}

const BODIES: [path: string, schema: ObjectSchema][] = [
  ['/auth/check', checkRequestSchema],
  ['/auth/register', registerRequestSchema as unknown as ObjectSchema],
  ['/auth/login', loginRequestSchema],
  ['/auth/send-one-time-login-link', forgotPasswordRequestSchema],
  ['/auth/forgot-password', forgotPasswordRequestSchema],
  ['/auth/resend-verification-email', forgotPasswordRequestSchema],
  ['/auth/reset-password', resetPasswordRequestSchema as unknown as ObjectSchema],
  ['/auth/signed/login', signedUrlRequestSchema],
  ['/auth/social/token', socialTokenRequestSchema as unknown as ObjectSchema],
  ['/api/po/contact-us', contactRequestSchema],
  ['/api/contact/notify-me', notifyMeRequestSchema],
  ['/api/contact/data-sell', dataSellRequestSchema],
  ['/api/track', trackRequestSchema],
  ['/auth/store-meta', storeMetaRequestSchema],
  ['/auth/store-meta/attribution', attributionRequestSchema],
]

const QUERIES: [path: string, schema: ObjectSchema][] = [
  ['/auth/social/redirect?provider=myspace&code_challenge=short', socialRedirectQuerySchema],
  ['/auth/social/callback?provider=myspace&code_verifier=%3C%3E', socialCallbackQuerySchema as unknown as ObjectSchema],
  ['/api/country?code=zzz', countryQuerySchema],
  ['/api/claims?limit=abc', claimsQuerySchema],
]

/** The sentence shapes of validation-wording.ts, with a field label and at most a number or a field as parameter. */
const SENTENCE = /^The (selected )?[a-z][a-z ]* (field |is )[a-z ]*( \d+| [a-z ]+)?( characters| items| is not present)?\.$/

function expectOnlyFieldsAndSentences(path: string, schema: ObjectSchema, status: number, json: Record<string, unknown>, text: string) {
  expect(status, path).toBe(422)
  const errors = json.errors as Record<string, string[]>
  expect(Object.keys(errors).length, path).toBeGreaterThan(0)
  for (const [field, messages] of Object.entries(errors)) {
    expect(Object.keys(schema.shape), `${path} ${field}`).toContain(field)
    for (const message of messages) expect(message, `${path} ${field}`).toMatch(SENTENCE)
    expect(new Set(messages).size, `${path} ${field}`).toBe(messages.length)
  }
  expect(String(json.message)).toMatch(/^The .+\.( \(and \d+ more errors?\))?$/)
  // No option list, no pattern, nothing the client sent.
  for (const code of localeCodes.filter((c) => c.includes('-'))) expect(text, `${path} ${code}`).not.toContain(code)
  for (const internal of ['^', '$', '(?', '\\', '[A-', '|', 'Invalid', 'expected', '<script>', 'ada@example.com', 'kkkk', 'myspace'])
    expect(text, `${path} ${internal}`).not.toContain(internal)
}

describe('422 answers', () => {
  it('name only declared fields, in rule-keyed sentences, for every body an endpoint validates', async () => {
    const t = createTestApi()
    for (const [path, schema] of BODIES) {
      const r = await t.post(path, HOSTILE)
      expectOnlyFieldsAndSentences(path, schema, r.status, r.json, r.text)
    }
  })

  it('do the same for every validated query', async () => {
    const t = createTestApi()
    for (const [path, schema] of QUERIES) {
      const r = await t.get(path)
      expectOnlyFieldsAndSentences(path, schema, r.status, r.json, r.text)
    }
  })

  it('say "invalid" for a bad e-mail and an unknown locale, and nothing more', async () => {
    const t = createTestApi()
    const r = await t.register('not-an-address', { locale: 'xx-yy' })
    expect(r.status).toBe(422)
    expect(r.json).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: { email: ['The email field must be a valid email address.'], locale: ['The selected locale is invalid.'] },
    })
  })

  it('report a free-form object under its own name, whatever keys the client put in it', async () => {
    const t = createTestApi()
    const r = await t.post('/api/track', { event: 'qr_scan', data: HOSTILE.data })
    expect(r.json).toEqual({
      message: 'The data field format is invalid. (and 1 more error)',
      errors: { data: ['The data field format is invalid.', 'The data field must be an object.'] },
    })
  })
})
