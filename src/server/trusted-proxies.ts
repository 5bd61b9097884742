/**
 * TRUST_PROXY as Fastify's trust function: the socket's peer and the X-Forwarded-For entries
 * appended by the next `hops - 1` proxies are trusted, so `request.ip` is the entry `hops` steps
 * from the right — the address the outermost trusted proxy saw. Entries further left were
 * written by the client (or by proxies we do not run) and are never the client's address.
 *
 * This only holds when the server is reachable through those proxies alone; a client that can
 * reach it directly could add the entries itself. Fastify refuses plain hop counts for that
 * reason; the deployment (README) is what makes it safe here.
 */
export function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  if (hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
