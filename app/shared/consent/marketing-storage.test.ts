import { describe, expect, it } from 'vitest'
import { campaignQuery } from './marketing-storage'

describe('campaignQuery', () => {
  it('keeps campaign parameters and drops the site’s own', () => {
    expect(campaignQuery('?utm_source=mail&utm_campaign=spring&signed_url=x&token=y')).toBe('?utm_source=mail&utm_campaign=spring')
    expect(campaignQuery('?code=1&state=2&provider=google')).toBeNull()
    expect(campaignQuery('')).toBeNull()
  })

  it('bounds its length', () => {
    expect(campaignQuery(`?ref=${'x'.repeat(5000)}`)?.length).toBe(2048)
  })
})
