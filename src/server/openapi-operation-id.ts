/**
 * The OpenAPI `operationId` of a route, derived from its method and URL so that it is stable
 * (it changes only when the route itself does) and needs no second declaration that could drift:
 * `GET /api/company/:id/products/:productId` → `getCompanyByIdProductsByProductId`. The `/api`
 * prefix every route shares is left out. Two routes could still meet (`/a-b` and `/aB`):
 * tests/server/openapi.test.ts and the outside linter (operation-operationId-unique) refuse that.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      // Fastify's `:id` and OpenAPI's `{id}` are the same parameter.
      const param = /^:(.+)$/.exec(segment)?.[1] ?? /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...wordsOf(param)] : wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalised)].join('');
}

/** `reservation-settings`, `openapi.json`, `productId` → their words. */
function wordsOf(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toLowerCase() + word.slice(1));
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
