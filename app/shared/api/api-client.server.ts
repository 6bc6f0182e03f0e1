// The one client of the JSON API (SPEC.md §7), used by sign-in, country data, claims and forms:
// calls of the contract's endpoint table, typed by its schemas, the X-User-Platform /
// X-User-Locale headers, a bearer token when there is one, the visitor's address in
// X-Forwarded-For, a timeout and no retries. Every failure has a kind the caller can act on; an
// answer that breaks the contract is logged (path and zod issue), never swallowed.
import { z } from 'zod'
import { type Endpoint, endpointPath, type HasParams, isEndpointPath, type PathParams } from '../../../contract/endpoints'
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

/** What a call of `E` sends: its query or body, and where its path has parameters, their values. */
export type CallInput<E extends Endpoint> = (E extends { query: infer Q extends z.core.$ZodType } ? { query: z.input<Q> } : unknown) &
  (E extends { body: infer B extends z.core.$ZodType } ? { body: z.input<B> } : unknown) &
  (E extends { signed: true }
    ? { /** The path and query of the URL the API sent, checked against the endpoint. */ signedPath: string }
    : HasParams<E> extends true
      ? { params: PathParams<E> }
      : unknown)

type CallArgs<E extends Endpoint> = unknown extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]

type LooseInput = { query?: Record<string, unknown>; body?: unknown; params?: Record<string, string>; signedPath?: string }

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch
  const log = options.log ?? ((line: string) => console.error(line))

  /** One call of an endpoint of the contract's table (contract/endpoints.ts). */
  async function call<E extends Endpoint>(
    endpoint: E,
    caller: ApiCaller,
    ...[input]: CallArgs<E>
  ): Promise<ApiResult<z.output<E['response']>>> {
    const { method, response: schema } = endpoint
    const { query, body, params, signedPath } = (input ?? {}) as LooseInput
    const base = new URL(`${options.baseUrl.replace(/\/+$/, '')}/`)
    const path = signedPath ?? endpointPath(endpoint, (params ?? {}) as PathParams<E>)
    const url = new URL(path.replace(/^\/+/, ''), base)
    // The site checks a signed URL before it gets here; this keeps anything else from being posted.
    if (signedPath !== undefined && (url.origin !== base.origin || !isEndpointPath(endpoint, url.pathname.slice(base.pathname.length)))) {
      throw new Error(`[api-client] ${url.pathname} is not a path of ${endpoint.path}`)
    }
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
      const parsed = z.safeParse(schema, json)
      if (parsed.success) return { ok: true, status: response.status, data: parsed.data as z.output<E['response']> }
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

  return { call }
}
export type ApiClient = ReturnType<typeof createApiClient>

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}
