// The one client of the JSON API (SPEC.md §7), used by sign-in, country data, claims and forms:
// GET and POST typed by the contract's schemas, the X-User-Platform / X-User-Locale headers, a
// bearer token when there is one, the visitor's address in X-Forwarded-For, a timeout and no
// retries. Every failure has a kind the caller can act on; an answer that breaks the contract is
// logged (path and zod issue), never swallowed.
import type { z } from 'zod'
import { errorResponseSchema } from '../../../contract/errors'
import type { UserPlatform } from '../../../contract/vocabulary'
import type { LocaleCode } from '../i18n/locales'

export type ApiFailure =
  /** The API could not be reached (refused, reset, DNS). */
  | { kind: 'network'; detail: string }
  | { kind: 'timeout' }
  /** The API answered an error status with its `{ message, errors? }` body. */
  | {
      kind: 'http'
      status: number
      message: string
      errors?: Record<string, string[]>
      retryAfterSec?: number
      /** The whole JSON answer, for calls whose error statuses carry data (the social answers). */
      body: unknown
    }
  /** The answer does not match the contract: a bug on one side, logged on the server. */
  | { kind: 'contract'; status: number }

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure }

/** Who the call is for. */
export interface ApiCaller {
  locale: LocaleCode
  platform?: UserPlatform
  token?: string | null
  /** The visitor's address, already resolved under the site's trusted-proxy setting. */
  clientIp?: string | null
}

export interface ApiClientOptions {
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
  /** Where contract breaches are reported; one line each. */
  log?: (line: string) => void
}

type Query = Record<string, string | number | undefined>

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch
  const log = options.log ?? ((line: string) => console.error(line))

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    caller: ApiCaller,
    body?: unknown,
    query?: Query,
  ): Promise<ApiResult<z.output<S>>> {
    const url = new URL(path.replace(/^\/+/, ''), `${options.baseUrl.replace(/\/+$/, '')}/`)
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value))
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-User-Platform': caller.platform ?? 'web',
      'X-User-Locale': caller.locale,
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (caller.token) headers.Authorization = `Bearer ${caller.token}`
    if (caller.clientIp) headers['X-Forwarded-For'] = caller.clientIp

    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      })
    } catch (error) {
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return { ok: false, error: { kind: 'timeout' } }
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
      return { ok: false, error: { kind: 'network', detail: cause } }
    }

    let json: unknown
    try {
      json = await response.json()
    } catch {
      json = undefined
    }
    const breach = (issue: string): ApiResult<never> => {
      log(`[api-client] ${method} ${url.pathname} answered ${response.status} outside the contract: ${issue}`)
      return { ok: false, error: { kind: 'contract', status: response.status } }
    }
    if (response.ok) {
      const parsed = schema.safeParse(json)
      if (parsed.success) return { ok: true, status: response.status, data: parsed.data }
      return breach(describeIssues(parsed.error))
    }
    const failure = errorResponseSchema.safeParse(json)
    if (!failure.success) return breach(json === undefined ? 'no JSON body' : describeIssues(failure.error))
    const { message, errors } = failure.data
    const retryAfter = Number(response.headers.get('retry-after'))
    return {
      ok: false,
      error: {
        kind: 'http',
        status: response.status,
        message,
        body: json,
        ...(errors ? { errors } : {}),
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSec: Math.ceil(retryAfter) } : {}),
      },
    }
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S, caller: ApiCaller, query?: Query) =>
      call('GET', path, schema, caller, undefined, query),
    post: <S extends z.ZodType>(path: string, body: unknown, schema: S, caller: ApiCaller) => call('POST', path, schema, caller, body),
  }
}
export type ApiClient = ReturnType<typeof createApiClient>

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}
