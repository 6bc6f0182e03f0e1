// Toasts (SPEC.md §4): added at the front, removed from the end, at most a few at a time. A
// plain store so any feature can push one; the region in the document renders them.

export type ToastTone = 'error' | 'info' | 'success'

export interface Toast {
  id: number
  tone: ToastTone
  text: string
}

const MAX_TOASTS = 3
/** Long enough to read a sentence twice; errors stay until dismissed or pushed out. */
const INFO_MS = 8000

let toasts: readonly Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const timers = new Map<number, ReturnType<typeof setTimeout>>()

function emit(): void {
  for (const listener of listeners) listener()
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): readonly Toast[] {
  return toasts
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id))
  timers.delete(id)
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

/** Newest first; the oldest falls off the end when the list is full. */
export function pushToast(tone: ToastTone, text: string): number {
  const toast = { id: nextId++, tone, text }
  const kept = [toast, ...toasts.filter((t) => !(t.tone === tone && t.text === text))]
  for (const dropped of kept.slice(MAX_TOASTS)) {
    clearTimeout(timers.get(dropped.id))
    timers.delete(dropped.id)
  }
  toasts = kept.slice(0, MAX_TOASTS)
  if (tone !== 'error')
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), INFO_MS),
    )
  emit()
  return toast.id
}

/** For tests. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer)
  timers.clear()
  toasts = []
  emit()
}
