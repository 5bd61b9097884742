/**
 * Demo huts in different counties, with two towns in Vestland so the filters have depth, each
 * with opening hours and a way to reach it.
 */
export interface HutSeed {
  name: string;
  address: string;
  county: string;
  municipality: string;
  town: string;
  /** Free text, one line per period (shown as written). */
  opening_hours: string;
  contact_phone: string;
  contact_email: string;
}

export const HUTS: readonly HutSeed[] = [
  {
    name: 'Grünerløkka utstyrsbod',
    address: 'Thorvald Meyers gate 42, 0555 Oslo',
    county: 'Oslo',
    municipality: 'Oslo',
    town: 'Grünerløkka',
    opening_hours: 'Mandag–fredag 15–19\nLørdag 11–15',
    contact_phone: '400 00 101',
    contact_email: 'grunerlokka@utstyrsbod.no',
  },
  {
    name: 'Bergen sentrum utstyrsbod',
    address: 'Nygårdsgaten 10, 5015 Bergen',
    county: 'Vestland',
    municipality: 'Bergen',
    town: 'Bergen',
    opening_hours: 'Tirsdag og torsdag 16–20\nLørdag 10–14',
    contact_phone: '400 00 102',
    contact_email: 'bergen@utstyrsbod.no',
  },
  {
    name: 'Voss utstyrsbod',
    address: 'Uttrågata 5, 5700 Voss',
    county: 'Vestland',
    municipality: 'Voss',
    town: 'Vossevangen',
    opening_hours: 'Onsdag 16–19\nLørdag 10–13',
    contact_phone: '400 00 103',
    contact_email: 'voss@utstyrsbod.no',
  },
  {
    name: 'Byåsen utstyrsbod',
    address: 'Byåsveien 150, 7022 Trondheim',
    county: 'Trøndelag',
    municipality: 'Trondheim',
    town: 'Byåsen',
    opening_hours: 'Mandag og onsdag 17–20',
    contact_phone: '400 00 104',
    contact_email: 'byasen@utstyrsbod.no',
  },
  {
    name: 'Storhaug utstyrsbod',
    address: 'Haugesundsgata 12, 4014 Stavanger',
    county: 'Rogaland',
    municipality: 'Stavanger',
    town: 'Storhaug',
    opening_hours: 'Mandag–torsdag 15–18\nLørdag 11–14',
    contact_phone: '400 00 105',
    contact_email: 'storhaug@utstyrsbod.no',
  },
  {
    name: 'Bodø utstyrsbod',
    address: 'Storgata 20, 8006 Bodø',
    county: 'Nordland',
    municipality: 'Bodø',
    town: 'Bodø',
    opening_hours: 'Tirsdag 16–19\nTorsdag 16–19',
    contact_phone: '400 00 106',
    contact_email: 'bodo@utstyrsbod.no',
  },
  {
    name: 'Tromsdalen utstyrsbod',
    address: 'Tromsdalsveien 8, 9020 Tromsø',
    county: 'Troms',
    municipality: 'Tromsø',
    town: 'Tromsdalen',
    opening_hours: 'Onsdag 17–20\nSøndag 12–15',
    contact_phone: '400 00 107',
    contact_email: 'tromsdalen@utstyrsbod.no',
  },
];
