/** Demo huts in different counties, with two towns in Vestland so the filters have depth. */
export interface HutSeed {
  name: string;
  address: string;
  county: string;
  municipality: string;
  town: string;
}

export const HUTS: readonly HutSeed[] = [
  {
    name: 'Grünerløkka utstyrsbod',
    address: 'Thorvald Meyers gate 42, 0555 Oslo',
    county: 'Oslo',
    municipality: 'Oslo',
    town: 'Grünerløkka',
  },
  {
    name: 'Bergen sentrum utstyrsbod',
    address: 'Nygårdsgaten 10, 5015 Bergen',
    county: 'Vestland',
    municipality: 'Bergen',
    town: 'Bergen',
  },
  {
    name: 'Voss utstyrsbod',
    address: 'Uttrågata 5, 5700 Voss',
    county: 'Vestland',
    municipality: 'Voss',
    town: 'Vossevangen',
  },
  {
    name: 'Byåsen utstyrsbod',
    address: 'Byåsveien 150, 7022 Trondheim',
    county: 'Trøndelag',
    municipality: 'Trondheim',
    town: 'Byåsen',
  },
  {
    name: 'Storhaug utstyrsbod',
    address: 'Haugesundsgata 12, 4014 Stavanger',
    county: 'Rogaland',
    municipality: 'Stavanger',
    town: 'Storhaug',
  },
  {
    name: 'Bodø utstyrsbod',
    address: 'Storgata 20, 8006 Bodø',
    county: 'Nordland',
    municipality: 'Bodø',
    town: 'Bodø',
  },
  {
    name: 'Tromsdalen utstyrsbod',
    address: 'Tromsdalsveien 8, 9020 Tromsø',
    county: 'Troms',
    municipality: 'Tromsø',
    town: 'Tromsdalen',
  },
];
