// The one client of the JSON API (SPEC.md §7): base URL from configuration, the X-User-Platform
// and X-User-Locale headers, a bearer token when there is one, a timeout, no retries. Answers
// are validated against the shared contract schemas; anything else counts as unavailable.
import type { z } from 'zod'
import { errorResponseSchema, type ErrorResponse } from '../../contract/errors'
import { getConfig } from './config.server'

export interface ApiCallOptions {
  locale: string
  platform?: 'web' | 'web-mobile'
  token?: string | null
  timeoutMs?: number
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: ErrorResponse }
  /** Network failure, timeout or an answer outside the contract. */
  | { ok: false; status: 0; error: null }

export async function apiPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiCallOptions,
): Promise<ApiResult<z.infer<S>>> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-User-Platform': options.platform ?? 'web',
    'X-User-Locale': options.locale,
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  try {
    const response = await fetch(new URL(path, `${getConfig().apiBaseUrl}/`), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
      redirect: 'error',
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (response.ok) {
      const parsed = schema.safeParse(json)
      return parsed.success ? { ok: true, status: response.status, data: parsed.data } : { ok: false, status: 0, error: null }
    }
    const error = errorResponseSchema.safeParse(json)
    return error.success ? { ok: false, status: response.status, error: error.data } : { ok: false, status: 0, error: null }
  } catch {
    return { ok: false, status: 0, error: null }
  }
}
