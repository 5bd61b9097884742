/**
 * The emailed link that finishes a registration: the client's screen at
 * /bekreft-registrering#<token> (lib/paths.ts) and the server's email
 * (services/account/registration.ts). The token follows `#`, so it never reaches a server's
 * request log or another site's Referer. A file of its own: paths.ts is part of every first visit
 * and must not pull in the contracts' schemas.
 */
export const registrationLink = { path: '/bekreft-registrering' } as const;
