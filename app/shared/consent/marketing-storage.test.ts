// @vitest-environment happy-dom
// The `query` cookie holds the campaign a visitor arrived with and nothing else (docs/decisions/110):
// never a form's fields that were in the address, and a cookie written before the rule is cleaned.
import { beforeEach, describe, expect, it } from 'vitest'
import { initMarketingCookies, keepCampaign } from './marketing-storage'
import { COOKIES, readCookie } from '../cookies/cookies'

const queryCookie = () => readCookie(document.cookie, COOKIES.query.name)

beforeEach(() => {
  for (const name of ['m_id', 'query']) document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  history.replaceState(null, '', '/')
})

describe('the marketing cookies', () => {
  it('a first visit gets its marketing id; the query keeps only the campaign parameters of the landing query', async () => {
    expect(initMarketingCookies().created).toBe(true)
    expect(initMarketingCookies().created).toBe(false)
    await keepCampaign('?utm_source=news&gclid=abc&name=Alice&email=alice%40example.com&message=hello')
    expect(queryCookie()).toBe('?utm_source=news&gclid=abc')
  })

  it('writes no cookie when the query holds no campaign, and takes the operator’s names', async () => {
    await keepCampaign('?name=Alice&message=hello&from=email')
    expect(queryCookie()).toBeNull()
    await keepCampaign('?partner=acme&name=Alice', ['partner'])
    expect(queryCookie()).toBe('?partner=acme')
  })

  it('writes nothing once storage is no longer allowed (a no given while the rule was on its way)', async () => {
    await keepCampaign('?utm_source=news', [], () => false)
    expect(queryCookie()).toBeNull()
  })

  it('keeps the first campaign, and cleans a cookie written before the rule', async () => {
    document.cookie = `query=${encodeURIComponent('?utm_source=old&name=Alice&message=bank 12345')}; path=/`
    await keepCampaign('?utm_source=new')
    expect(queryCookie()).toBe('?utm_source=old')
    document.cookie = `query=${encodeURIComponent('?name=Alice&message=hi')}; path=/`
    await keepCampaign('')
    // Removed with max-age=0, which happy-dom keeps as an empty cookie for the instant it is read.
    expect(queryCookie() || null).toBeNull()
  })
})
