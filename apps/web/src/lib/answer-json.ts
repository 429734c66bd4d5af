/**
 * An answer's body as JSON: an empty body (a 204) is null, and so is one that is not JSON
 * (a proxy's HTML error page), which the caller's status or schema then turns down.
 */
export function answerJson(text: string): unknown {
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
