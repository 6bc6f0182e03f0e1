// JSON-LD for search engines: the Organization on every page and the FAQPage of the home page,
// in the page's language. Pure, and serialised so that no text can close the script element.

export interface OrganizationInput {
  siteName: string
  companyName: string
  url: string
  logo: string
  sameAs: string[]
}

export function organizationJsonLd(input: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.siteName,
    legalName: input.companyName,
    url: input.url,
    logo: input.logo,
    ...(input.sameAs.length ? { sameAs: input.sameAs } : {}),
  }
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[], inLanguage: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped so "</script>" cannot occur. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
