// @vitest-environment happy-dom
// The `query` cookie holds the campaign a visitor arrived with and nothing else (docs/decisions/110):
// never a form's fields that were in the address, and a cookie written before the rule is cleaned.
import { beforeEach, describe, expect, it } from 'vitest'
import { initMarketingCookies } from './marketing-storage'
import { COOKIES, readCookie } from '../cookies/cookies'

const queryCookie = () => readCookie(document.cookie, COOKIES.query.name)

beforeEach(() => {
  for (const name of ['m_id', 'query']) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  history.replaceState(null, '', '/')
})

describe('initMarketingCookies', () => {
  it('keeps only the campaign parameters of the landing query', () => {
    history.replaceState(null, '', '/en-us/?utm_source=news&gclid=abc&name=Alice&email=alice%40example.com&message=hello')
    expect(initMarketingCookies().created).toBe(true)
    expect(queryCookie()).toBe('?utm_source=news&gclid=abc')
  })

  it('writes no cookie when the query holds no campaign, and takes the operator’s names', () => {
    history.replaceState(null, '', '/en-us/contact?name=Alice&message=hello&from=email')
    initMarketingCookies()
    expect(queryCookie()).toBeNull()
    history.replaceState(null, '', '/?partner=acme&name=Alice')
    initMarketingCookies(['partner'])
    expect(queryCookie()).toBe('?partner=acme')
  })

  it('keeps the first campaign, and cleans a cookie written before the rule', () => {
    document.cookie = `query=${encodeURIComponent('?utm_source=old&name=Alice&message=bank 12345')}; path=/`
    history.replaceState(null, '', '/?utm_source=new')
    initMarketingCookies()
    expect(queryCookie()).toBe('?utm_source=old')
    document.cookie = `query=${encodeURIComponent('?name=Alice&message=hi')}; path=/`
    initMarketingCookies()
    // Removed with max-age=0, which happy-dom keeps as an empty cookie for the instant it is read.
    expect(queryCookie() || null).toBeNull()
  })
})
