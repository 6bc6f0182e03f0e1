import { describe, expect, it } from 'vitest'
import { failureOf, outcomeOf, ruleOf } from './api-failure.server'

const http = (status: number, errors?: Record<string, string[]>) =>
  ({ ok: false, error: { kind: 'http', status, message: 'x', body: {}, ...(errors ? { errors } : {}) } }) as const

describe('outcomeOf', () => {
  it('maps success, throttling and outages', () => {
    expect(outcomeOf({ ok: true, status: 200, data: {} })).toEqual({ ok: true })
    expect(outcomeOf(http(429))).toEqual({ ok: false, reason: 'throttled', retryAfterSec: 60 })
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

  it('reads the sentences a Laravel backend answers for taken addresses and refused passwords', () => {
    expect(ruleOf('The email has already been taken.')).toEqual({ name: 'unique' })
    expect(
      failureOf(
        http(422, {
          email: ['The email has already been taken.'],
          password: ['This password is too common. Please choose a less common one.'],
        }).error,
      ),
    ).toEqual({ ok: false, reason: 'fields', fields: { email: 'email_taken', password: 'password_common' } })
  })
})

describe('failureOf', () => {
  it('waits as long as Retry-After says', () => {
    expect(failureOf({ kind: 'http', status: 429, message: 'x', body: {}, retryAfterSec: 898 })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterSec: 898,
    })
  })

  it('lets an endpoint read its own statuses first, and names fields as the form does', () => {
    const login = (status: number, errors?: Record<string, string[]>) =>
      failureOf(http(status, errors).error, {
        rename: { password: 'password_new' },
        specific: (error) => (error.status === 403 ? ({ ok: false, reason: 'not_verified' } as const) : null),
      })
    expect(login(403)).toEqual({ ok: false, reason: 'not_verified' })
    expect(login(401)).toEqual({ ok: false, reason: 'rejected' })
    expect(login(422, { password: ['min:15'] })).toEqual({ ok: false, reason: 'fields', fields: { password_new: 'password_min_length' } })
  })

  it('treats an unreachable or broken API as unavailable', () => {
    expect(failureOf({ kind: 'network', detail: 'ECONNREFUSED' })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'timeout' })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'contract', status: 200 })).toEqual({ ok: false, reason: 'unavailable' })
    expect(failureOf({ kind: 'http', status: 503, message: 'down', body: null })).toEqual({ ok: false, reason: 'unavailable' })
  })
})
