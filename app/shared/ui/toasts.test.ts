import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearToasts, dismissToast, getToasts, pushToast } from './toasts'

afterEach(() => {
  clearToasts()
  vi.useRealTimers()
})

describe('toasts', () => {
  it('adds at the front and removes from the end', () => {
    pushToast('error', 'one')
    pushToast('error', 'two')
    pushToast('error', 'three')
    pushToast('error', 'four')
    expect(getToasts().map((t) => t.text)).toEqual(['four', 'three', 'two'])
  })

  it('shows a repeated message once, as the newest', () => {
    pushToast('error', 'again')
    pushToast('info', 'other')
    pushToast('error', 'again')
    expect(getToasts().map((t) => t.text)).toEqual(['again', 'other'])
  })

  it('lets information expire and keeps errors until dismissed', () => {
    vi.useFakeTimers()
    const error = pushToast('error', 'stays')
    pushToast('success', 'goes')
    vi.advanceTimersByTime(10_000)
    expect(getToasts().map((t) => t.text)).toEqual(['stays'])
    dismissToast(error)
    expect(getToasts()).toEqual([])
  })
})
