/**
 * What the widget bundle gets instead of @sinclair/typebox (tsup.config.ts aliases it): the browser reads only an
 * endpoint's method and path from a contract declaration, never its schemas, so every `Type.X(…)` builder returns an
 * empty object. The types still come from the real package; the server and the site use the real one. Saves
 * ~12 kB gzip per element.
 */
const schema = (): Record<string, never> => ({});
export const Type: Record<string, typeof schema> = new Proxy({}, { get: () => schema });
