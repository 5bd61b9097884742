/**
 * The one-time set-password link the admin CLI prints: the client's screen at
 * /sett-passord#<token> (lib/paths.ts) and the link the server makes
 * (services/account/password-links.ts). The token follows `#`, so it never reaches a server's
 * request log or another site's Referer. A file of its own: paths.ts is part of every first visit
 * and must not pull in the contracts' schemas.
 */
export const passwordLinkPath = { path: '/sett-passord' } as const;
