/**
 * The tags routes group themselves under in the API reference, each with what it covers. A route
 * may name only a tag declared here: the OpenAPI lint (redocly.yaml: operation-tag-defined) and
 * tests/server/openapi.test.ts refuse any other.
 */
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Signing in and out, registering, and the XSRF token.' },
  { name: 'catalogue', description: 'What the huts lend, for anyone: no personal data.' },
  { name: 'contact', description: 'Messages to the network from the contact form.' },
  { name: 'docs', description: 'This document.' },
  {
    name: 'equipment',
    description: 'Products, units, photos and category requests of a hut’s equipment.',
  },
  { name: 'hut', description: 'Which hut the session works at.' },
  { name: 'hut admin', description: 'A hut’s people, their roles and invitations.' },
  { name: 'invites', description: 'Looking at and accepting an invitation to a hut.' },
  {
    name: 'min side',
    description: 'The signed-in person’s own data: profile, children, huts, sessions, export.',
  },
  { name: 'network', description: 'The network’s huts, their admins and incoming messages.' },
  { name: 'network admin', description: 'Category requests and the network’s statistics.' },
  { name: 'operations', description: 'Health and readiness, for load balancers.' },
  {
    name: 'reservations',
    description: 'Availability, reservations, pick-ups and the waiting list.',
  },
  {
    name: 'staff',
    description: 'The counter: borrowers, lending, returns and exceptions (Avvik).',
  },
  { name: 'statistics', description: 'A hut’s own figures.' },
  {
    name: 'sync',
    description: 'The tablets’ offline sync: pushing ops, pulling changes, device keys.',
  },
  { name: 'varsler', description: 'The signed-in person’s notifications.' },
] as const;
