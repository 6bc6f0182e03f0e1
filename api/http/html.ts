// Minimal HTML for the API's few pages (development mailbox and identity provider, member
// app). Everything interpolated goes through `escapeHtml`.

export function escapeHtml(value: unknown): string {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** A complete page; `body` must already be escaped markup. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
fieldset{border:1px solid #bbb;border-radius:.4rem;margin:1rem 0}label{display:block;margin:.5rem 0}
input[type=text],input[type=email]{width:100%;padding:.4rem;font:inherit}
button{font:inherit;padding:.4rem 1rem;cursor:pointer}pre{white-space:pre-wrap;background:#f4f4f4;padding:.75rem;border-radius:.4rem}
article{border-bottom:1px solid #ddd;padding:1rem 0}:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

/** Headers for the API's HTML pages: no framing, no inline script, no referrer leaks. */
export const htmlSecurityHeaders = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
}
