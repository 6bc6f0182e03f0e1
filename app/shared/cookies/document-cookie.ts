// Writing a cookie from the browser: one place for `document.cookie`, with an assignment that
// `browserCookie` (cookies.ts) built from the registry's flags.
export function setDocumentCookie(assignment: string): void {
  document.cookie = assignment
}
