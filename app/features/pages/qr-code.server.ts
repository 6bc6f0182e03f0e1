// The app-download QR code, computed on the server by `qrcode` (decision 013) and drawn by the
// page as one SVG path, so the browser downloads neither the library nor an image.
import QRCode from 'qrcode'

export interface QrCode {
  /** The encoded URL. */
  url: string
  /** Modules per side, without the quiet zone. */
  size: number
  /** SVG path of the dark modules, one unit per module. */
  path: string
}

const cache = new Map<string, QrCode>()

export function qrCodeOf(url: string): QrCode {
  const cached = cache.get(url)
  if (cached) return cached
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let path = ''
  for (let y = 0; y < size; y++) {
    // One horizontal run per stretch of dark modules keeps the path short.
    for (let x = 0; x < size; x++) {
      if (!modules.get(y, x)) continue
      let run = 1
      while (x + run < size && modules.get(y, x + run)) run++
      path += `M${x} ${y}h${run}v1h-${run}z`
      x += run - 1
    }
  }
  const code = { url, size, path }
  cache.set(url, code)
  return code
}
