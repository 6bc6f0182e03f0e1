// GET /api/country-data/{countryCode}: the site's own, cached view of the API's country lookup
// (SPEC.md §7, DESIGN.md §6). 404 for a code that is malformed or has no data, 503 while the API
// cannot be reached.
import { createFileRoute } from '@tanstack/react-router'
import type { CountryDataResponse } from '../../../contract/country'
import { countryData } from '../../shared/country/country-data.server'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

const json = (status: number, body: CountryDataResponse | { message: string }, cache: string) =>
  Response.json(body, { status, headers: { 'Cache-Control': cache } })

export const Route = createFileRoute('/api/country-data/$countryCode')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: async ({ params }) => {
        const code = params.countryCode
        const result = await countryData(code)
        if (result.kind === 'found') return json(200, result.data, 'public, max-age=600')
        if (result.kind === 'unknown')
          return json(404, { message: `No data for country ${code.slice(0, 8).toUpperCase()}.` }, 'public, max-age=600')
        return json(503, { message: 'Country data is unavailable right now.' }, 'no-store')
      },
    },
  },
})
