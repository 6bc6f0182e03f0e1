import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { campaignParamsField, listenPortField, portField, trustProxyField } from './config-fields'

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('port fields', () => {
  it('read 1–65535 from text; only a listening port may be 0', () => {
    expect(portField().parse('8787')).toBe(8787)
    expect(listenPortField().parse('0')).toBe(0)
    for (const bad of ['0', '65536', 'abc', '80.5']) expect(portField().safeParse(bad).success, bad).toBe(false)
    for (const bad of ['-1', '65536', 'abc']) expect(listenPortField().safeParse(bad).success, bad).toBe(false)
  })
})

describe('trust proxy field', () => {
  const field = trustProxyField((value) => `"${value}" is not a trust setting`)

  it('defaults to loopback and reads none, loopback and CIDR lists', () => {
    expect(field.parse(undefined)).toBe('loopback')
    expect(field.parse('none')).toBe('none')
    expect(field.parse('10.0.0.0/8, ::1/128')).toEqual([
      { version: 4, base: 0x0a000000n, bits: 8 },
      { version: 6, base: 1n, bits: 128 },
    ])
  })

  it('refuses anything else with the caller’s wording, once', () => {
    expect(messages(field, 'all')).toEqual(['"all" is not a trust setting'])
    expect(messages(field, '10.0.0.0/33')).toEqual(['"10.0.0.0/33" is not a trust setting'])
  })
})

describe('campaign params field', () => {
  const field = campaignParamsField()

  it('defaults to none and reads a comma-separated list of names, each once', () => {
    expect(field.parse(undefined)).toEqual([])
    expect(field.parse('')).toEqual([])
    expect(field.parse(' partner, aff_id ,,partner')).toEqual(['partner', 'aff_id'])
  })

  it('refuses a name that is no identifier or that would re-admit a person or a secret, naming each', () => {
    expect(messages(field, 'partner,Partner,a-b,email,name,from,user_email')).toEqual([
      expect.stringMatching(/^"Partner" is not a parameter name/),
      expect.stringMatching(/^"a-b" is not a parameter name/),
      expect.stringMatching(/^"email" is one of the site’s own parameters, a secret or a form field/),
      expect.stringMatching(/^"name" is one of/),
      expect.stringMatching(/^"from" is one of/),
      expect.stringMatching(/^"user_email" is one of/),
    ])
  })
})
