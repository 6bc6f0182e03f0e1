import { describe, expect, it } from 'vitest'
import {
  campaignParamProblem,
  campaignQuery,
  campaignUrl,
  CLICK_IDS,
  isCampaignParam,
  MAX_QUERY_LENGTH,
  MAX_VALUE_LENGTH,
  NEVER_PARAMS,
  withoutQuery,
} from './campaign-query'

describe('campaignQuery', () => {
  it('keeps campaign parameters and drops a form’s fields', () => {
    expect(campaignQuery('?utm_source=x&gclid=y&name=Alice&message=hi')).toBe('?utm_source=x&gclid=y')
    expect(campaignQuery('utm_source=x&gclid=y&name=Alice&message=hi')).toBe('?utm_source=x&gclid=y')
    expect(campaignQuery('?name=Alice&email=alice%40example.com&message=hello')).toBeNull()
    expect(campaignQuery('')).toBeNull()
    expect(campaignQuery('?')).toBeNull()
  })

  it('keeps every utm_ parameter and every click id, in their order', () => {
    const utm = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'utm_source_platform']
    const all = [...utm, ...CLICK_IDS]
    const query = `?${all.map((key, i) => `${key}=v${i}`).join('&')}&ref=home`
    expect(campaignQuery(query)).toBe(`?${all.map((key, i) => `${key}=v${i}`).join('&')}`)
    expect(campaignQuery('?utm_=x&utm=y')).toBeNull()
  })

  it('drops the site’s own parameters', () => {
    expect(campaignQuery('?utm_source=mail&utm_campaign=spring&signed_url=x&token=y&from=email')).toBe(
      '?utm_source=mail&utm_campaign=spring',
    )
    expect(campaignQuery('?code=1&state=2&provider=google&error=denied&show_qr=1&payload=p&email=a%40b.c')).toBeNull()
  })

  it('matches keys exactly, lower case only, and keeps the first of a repeated key', () => {
    expect(campaignQuery('?UTM_SOURCE=x&Gclid=y&utm_source=z')).toBe('?utm_source=z')
    expect(campaignQuery('?utm_source=first&utm_source=second')).toBe('?utm_source=first')
    // The first decides even when it is dropped: a later one never stands in for it.
    expect(campaignQuery('?utm_source=&utm_source=second&gclid=g')).toBe('?gclid=g')
  })

  it('never keeps a personal-data name behind the utm_ prefix, nor an e-mail address as a value', () => {
    expect(campaignQuery('?utm_email=a&utm_phone=1&utm_session=s&utm_source=x')).toBe('?utm_source=x')
    expect(campaignQuery('?utm_term=alice%40example.com&utm_source=x')).toBe('?utm_source=x')
    expect(campaignQuery('?utm_term=alice@example.com')).toBeNull()
    expect(campaignQuery('?utm_source=news%40letter')).toBe('?utm_source=news%40letter')
  })

  it('takes the operator’s extra names, which configuration checked (campaignParamProblem), never a secret-shaped one', () => {
    expect(campaignQuery('?partner=acme&ref=x&utm_source=y', ['partner'])).toBe('?partner=acme&utm_source=y')
    expect(campaignQuery('?partner=acme', [])).toBeNull()
    expect(campaignQuery('?email=a%40b.c&my_token=t&partner=acme', ['email', 'my_token', 'partner'])).toBe('?partner=acme')
    expect(campaignQuery('?Partner=acme', ['Partner'])).toBeNull()
  })

  it('bounds values and the whole result, leaving parameters out whole', () => {
    expect(campaignQuery(`?utm_source=${'x'.repeat(MAX_VALUE_LENGTH)}`)).toBe(`?utm_source=${'x'.repeat(MAX_VALUE_LENGTH)}`)
    expect(campaignQuery(`?utm_source=${'x'.repeat(MAX_VALUE_LENGTH + 1)}&gclid=g`)).toBe('?gclid=g')
    const many = Array.from({ length: 40 }, (_, i) => `utm_k${i}=${'v'.repeat(200)}`).join('&')
    const result = campaignQuery(many)!
    expect(result.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    expect(new URLSearchParams(result).get('utm_k0')).toBe('v'.repeat(200))
    for (const value of new URLSearchParams(result).values()) expect(value).toBe('v'.repeat(200))
  })

  it('ignores a fragment', () => {
    expect(campaignQuery('?utm_source=x#name=Alice')).toBe('?utm_source=x')
  })

  it('never throws on hostile input', () => {
    const hostile = [
      `?${'a=1&'.repeat(200_000)}utm_source=late`,
      `?utm_source=${'%'.repeat(10_000)}`,
      '?utm_source=%E0%A4%A&gclid=%zz&utm_medium=%',
      '?utm_source=\uD800&gclid=\uDFFF',
      '?&&&==&=&utm_source==x',
      `?${'utm_source=x&'.repeat(5000)}`,
      'x'.repeat(100_000),
      '?%00=%00&utm_source=%00',
      '?__proto__=1&constructor=2&utm_source=ok',
    ]
    for (const input of hostile) {
      expect(() => campaignQuery(input), input.slice(0, 40)).not.toThrow()
      const result = campaignQuery(input)
      if (result !== null) expect(result.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH)
    }
    // Past the bound nothing is read; within it, a repeated key is kept once.
    expect(campaignQuery(hostile[0]!)).toBeNull()
    expect(campaignQuery(hostile[5]!)).toBe('?utm_source=x')
    // Broken escapes are read as the URL standard reads them (a replacement character, a literal %).
    expect(campaignQuery('?utm_source=%E0%A4%A&gclid=%zz')).toBe('?utm_source=%EF%BF%BD%25A&gclid=%25zz')
    expect(campaignQuery(hostile[8]!)).toBe('?utm_source=ok')
    // Not a string at all (a JSON body's value that skipped its schema): nothing.
    expect(campaignQuery(null as unknown as string)).toBeNull()
  })
})

describe('campaignParamProblem and isCampaignParam', () => {
  it('takes identifiers that are on no never-list', () => {
    expect(campaignParamProblem('partner')).toBeNull()
    expect(campaignParamProblem('aff_id')).toBeNull()
    for (const bad of ['', 'Partner', '1st', 'a-b', 'a b', 'x'.repeat(65), 'ünï'])
      expect(campaignParamProblem(bad), bad).toMatch(/not a parameter name/)
    for (const never of [...NEVER_PARAMS, 'user_email', 'home_phone', 'csrf_token', 'birthdate'])
      expect(campaignParamProblem(never), never).toMatch(/never campaign data/)
  })

  it('the built-in names are campaign parameters, and the operator’s (checked where they enter)', () => {
    for (const key of [...CLICK_IDS, 'utm_source', 'utm_whatever']) expect(isCampaignParam(key), key).toBe(true)
    for (const key of ['ref', 'from', 'name', 'utm_']) expect(isCampaignParam(key), key).toBe(false)
    expect(isCampaignParam('ref', ['ref'])).toBe(true)
    // The never-list is configuration's check (campaignParamProblem, above); secret-shaped names are refused here too.
    expect(isCampaignParam('utm_email', ['utm_email'])).toBe(false)
  })

  it('no built-in name is on the never-list', () => {
    for (const key of CLICK_IDS) expect(campaignParamProblem(key), key).toBeNull()
  })
})

describe('campaignUrl and withoutQuery', () => {
  it('reduce a path or URL to what attribution may keep', () => {
    expect(campaignUrl('/en-us/?utm_source=x&name=Alice#top')).toBe('/en-us/?utm_source=x')
    expect(campaignUrl('/en-us/contact?name=Alice&message=hi')).toBe('/en-us/contact')
    expect(campaignUrl('https://pollwise.com/redirect-by-qr-code?utm_medium=qr&email=a%40b.c')).toBe(
      'https://pollwise.com/redirect-by-qr-code?utm_medium=qr',
    )
    expect(campaignUrl('/de-de')).toBe('/de-de')
    expect(campaignUrl('')).toBe('')
  })

  it('keep only a referrer’s origin and path', () => {
    expect(withoutQuery('https://www.google.com/search?q=alice+smith+bank')).toBe('https://www.google.com/search')
    expect(withoutQuery('http://localhost:3000/en-us/contact?name=Alice&email=a%40b.c#x')).toBe('http://localhost:3000/en-us/contact')
    expect(withoutQuery('https://user:secret@example.com/p?utm_source=x')).toBe('https://example.com/p')
    expect(withoutQuery('android-app://com.google.android.gm/')).toBe('android-app://com.google.android.gm/')
    expect(withoutQuery('not a url?name=Alice')).toBe('not a url')
    expect(withoutQuery('')).toBe('')
  })
})
