// What a request says about its visitor: the country from the configured geo header.

/** Lower-case two-letter country from the geo header; `XX`/`T1`-style unknowns count as none. */
export function visitorCountry(request: Request, geoHeader: string | null): string | null {
  const value = geoHeader ? request.headers.get(geoHeader)?.trim().toLowerCase() : undefined
  return value && /^[a-z]{2}$/.test(value) && value !== 'xx' ? value : null
}
