/** Norwegian texts of a hut admin's work with the hut's people (roles, removal, invitations). */
export const hutPeopleTexts = {
  invalidRole: 'Velg en gyldig rolle: låner, ansatt eller administrator.',
  personNotInHut: 'Fant ikke personen i denne utstyrsboden.',
  lastAdmin: 'Utstyrsboden må ha minst én administrator. Gjør en annen til administrator først.',
  openLoans: 'Personen har åpne lån her og kan ikke fjernes før alt er levert.',
  roleChanged: (name: string, role: string) => `${name} er nå ${role} i utstyrsboden.`,
  removed: (name: string) => `${name} er fjernet fra utstyrsboden.`,
  staffAdded: (name: string) => `${name} er nå ansatt i utstyrsboden.`,
  alreadyStaff: (name: string) => `${name} er allerede ansatt eller administrator her.`,
  invited: (email: string) =>
    `Invitasjonen er lagret. Den som registrerer seg med ${email}, blir ansatt her. Det sendes ingen epost: gi beskjed selv.`,
  inviteWithdrawn: 'Invitasjonen er trukket tilbake.',
  inviteNotFound: 'Fant ikke invitasjonen.',
  roles: { admin: 'administrator', staff: 'ansatt', borrower: 'låner' },
} as const;
