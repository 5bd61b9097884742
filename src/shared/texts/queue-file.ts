/**
 * Norwegian texts of "Ta ut ventende endringer": the file a counter device saves of its unsent
 * queue, and what the server answers a hut admin who uploads one (docs/sync-protocol.md).
 */
export const queueFileMessages = {
  notJson: 'Fila er ikke en fil med ventende endringer (den er ikke JSON).',
  notQueueFile: 'Fila er ikke en fil med ventende endringer fra Utstyrsbod.',
  newerVersion:
    'Fila er laget av en nyere versjon av appen enn serveren kjenner. Prøv igjen når serveren er oppdatert.',
  tooLarge: (megabytes: number) => `Fila er for stor (høyst ${megabytes} MB).`,
  tooManyEntries: (max: number) => `Fila har for mange endringer (høyst ${max}).`,
  unknownKey:
    'Serveren kjenner ikke nøkkelen til enheten som laget fila. Enheten må ha vært på nett med denne brukeren etter at appen ble tatt i bruk.',
  badSignature:
    'Signaturen i fila stemmer ikke. Fila er endret etter at den ble laget, eller laget et annet sted. Ingenting er lagret.',
  otherHut: 'Fila gjelder en annen utstyrsbod. Velg den boden og last opp fila der.',
  foreignEntries:
    'Fila har endringer fra en annen bruker eller en annen bod enn den er signert for. Ingenting er lagret.',
  notStaff:
    'Brukeren som laget fila, er ikke ansatt i denne boden nå. Gi brukeren rollen ansatt igjen, last opp fila, og ta rollen bort etterpå.',
  invalidKey: 'Nøkkelen er ikke en gyldig offentlig nøkkel (EC P-256).',
} as const;
