/** Norwegian texts of a hut admin's work with the hut's people (roles, removal, invitations). */
export const hutPeopleTexts = {
  invalidRole: 'Velg en gyldig rolle: låner, ansatt eller administrator.',
  personNotInHut: 'Fant ikke personen i denne utstyrsboden.',
  lastAdmin: 'Utstyrsboden må ha minst én administrator. Gjør en annen til administrator først.',
  inviteNeeded:
    'En låner blir ansatt eller administrator bare ved å godta en invitasjon. Send en invitasjon under «Inviter ansatt».',
  openLoans: 'Personen har åpne lån her og kan ikke fjernes før alt er levert.',
  roleChanged: (name: string, role: string) => `${name} er nå ${role} i utstyrsboden.`,
  removed: (name: string) => `${name} er fjernet fra utstyrsboden.`,
  /** The same answer whether or not the address has an account: it names no one. */
  invited: (email: string, role: string) =>
    `Invitasjonen sendes på epost til ${email}. Personen blir ${role} her først når hen godtar den med lenken i eposten, innlogget med denne adressen. Lenken gjelder i 7 dager.`,
  inviteWithdrawn: 'Invitasjonen er trukket tilbake.',
  inviteNotFound: 'Fant ikke invitasjonen.',
  invalidInviteRole: 'Velg en gyldig rolle: ansatt eller administrator.',
  /** Answers to the one who follows the link. */
  inviteLinkUnknown:
    'Lenken virker ikke. Den kan være skrevet av feil, erstattet av en nyere invitasjon eller trukket tilbake. Be administratoren av utstyrsboden om en ny invitasjon.',
  inviteLinkUsed: 'Denne invitasjonen er allerede godtatt. Lenken kan bare brukes én gang.',
  inviteLinkExpired: (hut: string) =>
    `Invitasjonen fra ${hut} er utløpt. Be administratoren av utstyrsboden om en ny.`,
  inviteWrongAccount: (email: string) =>
    `Invitasjonen gjelder ${email}, men du er logget inn med en annen epostadresse. Logg ut og logg inn (eller registrer deg) med ${email} for å godta den.`,
  inviteAccepted: (role: string, hut: string) => `Du er nå ${role} i ${hut}.`,
  inviteAlreadyHeld: (role: string, hut: string) =>
    `Du er allerede ${role} i ${hut}. Invitasjonen endret ikke rollen din.`,
  roles: { admin: 'administrator', staff: 'ansatt', borrower: 'låner' },
} as const;
