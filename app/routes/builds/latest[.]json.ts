// GET /builds/latest.json: the id of the newest deployed build, which open tabs poll (SPEC.md §7).
// The build writes the file outside the static folder (static files are indexed at build time, so
// a file replaced by a deploy would be served with stale headers); it is read on every request.
import { createFileRoute } from '@tanstack/react-router'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { latestBuildSchema } from '../../../contract/builds'
import { methodNotAllowed } from '../../shared/http/method-not-allowed'

/** Where scripts/build.ts writes it; BUILD_MANIFEST_FILE overrides (a deploy that keeps it elsewhere). */
const file = () => process.env.BUILD_MANIFEST_FILE || join(process.cwd(), '.output/builds/latest.json')

function parseManifest(text: string): string | null {
  try {
    const parsed = latestBuildSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data.id : null
  } catch {
    return null
  }
}

export const Route = createFileRoute('/builds/latest.json')({
  server: {
    handlers: {
      ANY: methodNotAllowed('GET, HEAD'),
      GET: async () => {
        const id = await readFile(file(), 'utf8').then(parseManifest, () => null)
        const headers = { 'Cache-Control': 'no-store' }
        return id ? Response.json({ id }, { headers }) : Response.json({ message: 'No build manifest.' }, { status: 404, headers })
      },
    },
  },
})
