import { describe, expect, it } from 'vitest'
import { faqPageJsonLd, jsonLdText, organizationJsonLd } from './structured-data'

describe('structured data', () => {
  it('describes the organization, with social profiles only when configured', () => {
    const base = {
      siteName: 'Pollwise',
      companyName: 'Pollwise Research Ltd',
      url: 'https://pollwise.com',
      logo: 'https://pollwise.com/icon-512.png',
    }
    expect(organizationJsonLd({ ...base, sameAs: [] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Pollwise',
      legalName: 'Pollwise Research Ltd',
      url: 'https://pollwise.com',
      logo: 'https://pollwise.com/icon-512.png',
    })
    expect(organizationJsonLd({ ...base, sameAs: ['https://facebook.com/pollwise'] }).sameAs).toEqual(['https://facebook.com/pollwise'])
  })

  it('lists every question with its answer in the page language', () => {
    const data = faqPageJsonLd(
      [
        { question: 'Q1?', answer: 'A1.' },
        { question: 'Q2?', answer: 'A2.' },
      ],
      'de-DE',
    )
    expect(data.inLanguage).toBe('de-DE')
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
      { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
    ])
  })

  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & more' })
    expect(text).not.toMatch(/<|>|&/)
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & more' })
  })
})
