/**
 * Fills the ':param' placeholders of an endpoint's path ('/lab/cards/:id' ->
 * '/lab/cards/3f2c...'). Values are URI-encoded so an id can never reshape the path.
 */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" in ${template}`);
    return encodeURIComponent(value);
  });
}
