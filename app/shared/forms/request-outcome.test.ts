import { describe, expect, it } from 'vitest'
import { outcomeOf, ruleOf } from './request-outcome'

const http = (status: number, errors?: Record<string, string[]>) =>
  ({ ok: false, error: { kind: 'http', status, message: 'x', body: {}, ...(errors ? { errors } : {}) } }) as const

describe('outcomeOf', () => {
  it('maps success, throttling and outages', () => {
    expect(outcomeOf({ ok: true, status: 200, data: {} })).toEqual({ ok: true })
    expect(outcomeOf(http(429))).toEqual({ ok: false, reason: 'rate_limited' })
    expect(outcomeOf(http(500))).toEqual({ ok: false, reason: 'unavailable' })
    expect(outcomeOf({ ok: false, error: { kind: 'network', detail: 'refused' } })).toEqual({ ok: false, reason: 'unavailable' })
    expect(outcomeOf({ ok: false, error: { kind: 'timeout' } })).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('names field errors by SPEC §5 keys, from rule keys or Laravel sentences', () => {
    expect(
      outcomeOf(
        http(422, {
          name: ['The name field is required.'],
          email: ['The email field must be a valid email address.'],
          message: ['max:5000'],
          state: ['The state field is odd.'],
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'fields',
      fields: { name: 'name_required', email: 'email_not_valid', message: 'field_too_long', state: 'field_invalid' },
    })
  })

  it('reads rule keys as they are', () => {
    expect(ruleOf('required')).toEqual({ name: 'required' })
    expect(ruleOf('max:120')).toEqual({ name: 'max', param: '120' })
    expect(ruleOf('The message may not be greater than 5000 characters.')).toEqual({ name: 'max' })
  })
})
