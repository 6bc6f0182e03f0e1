import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { qrCodeOf } from './qr-code.server'

/** Redraws the path's modules into a grid. */
function modulesOfPath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, run] = [Number(match[1]), Number(match[2]), Number(match[3])]
    for (let i = 0; i < run; i++) grid[y]![x + i] = true
  }
  return grid
}

describe('the app-download QR code', () => {
  const url = 'https://pollwise.com/de-de/redirect-by-qr-code'
  const code = qrCodeOf(url)

  it('draws exactly the modules the library computed for the URL', () => {
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
    expect(code.size).toBe(modules.size)
    const drawn = modulesOfPath(code.path, code.size)
    for (let y = 0; y < code.size; y++)
      for (let x = 0; x < code.size; x++) expect(drawn[y]![x], `${x},${y}`).toBe(Boolean(modules.get(y, x)))
  })

  it('has the three finder patterns of a QR code', () => {
    const drawn = modulesOfPath(code.path, code.size)
    const last = code.size - 7
    for (const [ox, oy] of [
      [0, 0],
      [last, 0],
      [0, last],
    ] as const) {
      // Outer ring dark, the ring inside it light, the 3×3 centre dark.
      expect(drawn[oy]!.slice(ox, ox + 7).every(Boolean)).toBe(true)
      expect(drawn[oy + 1]![ox + 1]).toBe(false)
      expect(drawn[oy + 3]![ox + 3]).toBe(true)
    }
  })

  it('is computed once per URL', () => {
    expect(qrCodeOf(url)).toBe(code)
    expect(code.url).toBe(url)
  })
})
