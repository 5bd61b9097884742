/**
 * The emailed link of a staff invitation: the client's screen at /invitasjon#token=… (lib/paths.ts)
 * and the server's email (services/staff/hut-invites.ts). The token is in the fragment, which the
 * browser never sends: opening the link leaves it out of the server's request log and of any
 * Referer. A file of its own: paths.ts is part of every first visit and must not pull in the
 * contracts' schemas.
 */
export const inviteLink = { path: '/invitasjon', param: 'token' } as const;
