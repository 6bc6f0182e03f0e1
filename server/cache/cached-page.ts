// A rendered page kept by the render cache, served with a fresh CSP nonce every time
// (docs/decisions/022). The HTML is kept cut at each occurrence of the nonce it was rendered with;
// each piece is also kept deflated, ended by a sync flush. A response joins the pieces around the
// new nonce: as text, or as one gzip stream in which the nonce is a stored (uncompressed) block, so
// no response compresses 60 KB of HTML again. Only the CRC-32 of the whole is computed per response.
import { constants, crc32, deflateRawSync } from 'node:zlib'

export interface CachedPage {
  readonly status: number
  /** Response headers; `{nonce}` stands where the render's nonce stood. */
  readonly headers: ReadonlyArray<readonly [string, string]>
  /** The HTML between the nonce's occurrences. */
  readonly pieces: readonly Buffer[]
  /** Each piece as raw deflate blocks ending in a sync flush (byte-aligned, not final). */
  readonly deflated: readonly Buffer[]
  /** Back-references in the pieces count on a nonce of exactly this length. */
  readonly nonceLength: number
  readonly bytes: number
}

const NONCE_MARK = '{nonce}'
/** A gzip member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff])
/** An empty final block with fixed codes: what zlib writes to end a stream after a flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00])

/** Headers that belong to one response on one connection, or are set again when serving. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding'])

/** Keeps a rendered page; `nonce` is the one the render used (null: the page has none). */
export function cachePage(status: number, headers: Iterable<readonly [string, string]>, html: string, nonce: string | null): CachedPage {
  const kept: Array<readonly [string, string]> = []
  for (const [name, value] of headers) {
    if (NOT_KEPT.has(name.toLowerCase())) continue
    kept.push([name, nonce ? value.split(nonce).join(NONCE_MARK) : value])
  }
  const pieces = (nonce ? withoutIdleNonces(html, nonce).split(nonce) : [html]).map((piece) => Buffer.from(piece))
  const deflated = deflatePieces(pieces, nonce ? Buffer.byteLength(nonce) : 0)
  const bytes = [...pieces, ...deflated].reduce((sum, buffer) => sum + buffer.length, 0) + 64 * kept.length
  return { status, headers: kept, pieces, deflated, nonceLength: nonce ? Buffer.byteLength(nonce) : 0, bytes }
}

/** Elements whose nonce the CSP reads: scripts, styles, and links that load a script or a stylesheet. */
const NONCE_READ = /^<(?:script|style)\b|^<link\b[^>]*\brel="(?:stylesheet|preload|modulepreload)"/

/**
 * The router stamps its nonce on every head element; on a meta tag, an icon or one of the ~90
 * hreflang alternates it does nothing. Each kept one is a cut in the compressed page, so they go.
 */
function withoutIdleNonces(html: string, nonce: string): string {
  const attribute = ` nonce="${nonce}"`
  return html.replace(/<[a-z]+\b[^>]*>/g, (tag) => (tag.includes(attribute) && !NONCE_READ.test(tag) ? tag.replace(attribute, '') : tag))
}

/**
 * Deflates each piece with the HTML before it as the preset dictionary, so the pieces compress as
 * well as the whole would. Where a nonce will stand, the dictionary holds NUL bytes: HTML has none,
 * so no back-reference can reach into a nonce, and the pieces decode right after any nonce.
 */
function deflatePieces(pieces: readonly Buffer[], nonceLength: number): Buffer[] {
  if (pieces.some((piece) => piece.includes(0))) throw new Error('a page with NUL bytes cannot be kept')
  const blank = Buffer.alloc(nonceLength)
  let before = Buffer.alloc(0)
  return pieces.map((piece, index) => {
    if (index > 0) before = Buffer.concat([before, blank]).subarray(-WINDOW)
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(before.length ? { dictionary: before } : {}) }
    const out = deflateRawSync(piece, options)
    before = Buffer.concat([before, piece]).subarray(-WINDOW)
    return out
  })
}

/** Deflate's window: how far back a piece may refer. */
const WINDOW = 32 * 1024

/** The page's headers with this response's nonce. */
export function pageHeaders(page: CachedPage, nonce: string): Array<[string, string]> {
  return page.headers.map(([name, value]) => [name, value.split(NONCE_MARK).join(nonce)])
}

/** The page's HTML with this response's nonce, as buffers to write in order. */
export function pageBody(page: CachedPage, nonce: string): Buffer[] {
  const mark = Buffer.from(nonce)
  return page.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [mark, piece]))
}

/** The same HTML as one gzip stream, as buffers to write in order. */
export function pageGzip(page: CachedPage, nonce: string): Buffer[] {
  const mark = Buffer.from(nonce)
  if (page.pieces.length > 1 && mark.length !== page.nonceLength) throw new RangeError(`the nonce must be ${page.nonceLength} bytes long`)
  const stored = Buffer.alloc(5)
  stored.writeUInt8(0x00, 0) // not final, stored; the rest of the byte is padding
  stored.writeUInt16LE(mark.length, 1)
  stored.writeUInt16LE(~mark.length & 0xffff, 3)
  const out: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      out.push(stored, mark)
      crc = crc32(mark, crc)
      size += mark.length
    }
    out.push(page.deflated[index] as Buffer)
    crc = crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  out.push(FINAL_BLOCK, trailer)
  return out
}
