/** Demo accounts (password demo1234). Huts are referenced by their index in HUTS. */
export interface UserSeed {
  key: string;
  name: string;
  email: string;
  phone: string | null;
  status: 'pending' | 'active' | 'blocked';
  verified: boolean;
  networkAdmin?: boolean;
  flagReason?: string;
  notes?: string;
  memberships: readonly { hut: number; role: 'admin' | 'staff' | 'borrower' }[];
  members?: readonly {
    name: string;
    height: number;
    shoe_size: number;
    helmet_size: string;
  }[];
}

export const DEMO_PASSWORD = 'demo1234';

const borrower = (
  key: string,
  name: string,
  phone: string,
  huts: readonly number[],
  verified = true,
): UserSeed => ({
  key,
  name,
  email: `${key}@eksempel.no`,
  phone,
  status: verified ? 'active' : 'pending',
  verified,
  memberships: huts.map((hut) => ({ hut, role: 'borrower' as const })),
});

export const USERS: readonly UserSeed[] = [
  {
    key: 'demo',
    name: 'Demo Bodleder',
    email: 'demo@utstyrsbod.no',
    phone: '40000001',
    status: 'active',
    verified: true,
    memberships: [
      { hut: 0, role: 'admin' },
      { hut: 1, role: 'admin' },
    ],
  },
  {
    key: 'ansatt',
    name: 'Ingrid Berg',
    email: 'ansatt@utstyrsbod.no',
    phone: '40000002',
    status: 'active',
    verified: true,
    memberships: [{ hut: 0, role: 'staff' }],
  },
  {
    key: 'familie',
    name: 'Kari Nordmann',
    email: 'familie@utstyrsbod.no',
    phone: '40000003',
    status: 'active',
    verified: true,
    notes: 'Henter ofte utstyr til hele klassen.',
    memberships: [
      { hut: 0, role: 'borrower' },
      { hut: 1, role: 'borrower' },
    ],
    members: [
      { name: 'Emma', height: 128, shoe_size: 32, helmet_size: '52-56' },
      { name: 'Jonas', height: 104, shoe_size: 27, helmet_size: '48-52' },
    ],
  },
  {
    key: 'ny',
    name: 'Ola Nordmann',
    email: 'ny@utstyrsbod.no',
    phone: '40000004',
    status: 'pending',
    verified: false,
    memberships: [{ hut: 0, role: 'borrower' }],
  },
  {
    key: 'flagget',
    name: 'Per Olsen',
    email: 'flagget@utstyrsbod.no',
    phone: '40000005',
    status: 'active',
    verified: true,
    flagReason: 'Har ikke levert tilbake lånt utstyr etter tre purringer.',
    memberships: [{ hut: 0, role: 'borrower' }],
  },
  {
    key: 'admin',
    name: 'Nettverksadministrator',
    email: 'admin@utstyrsbod.no',
    phone: '40000006',
    status: 'active',
    verified: true,
    networkAdmin: true,
    memberships: [],
  },
  borrower('lise.hansen', 'Lise Hansen', '41234501', [0]),
  borrower('jonas.johansen', 'Jonas Johansen', '41234502', [0, 3]),
  borrower('nora.larsen', 'Nora Larsen', '41234503', [0], false),
  borrower('emil.andersen', 'Emil Andersen', '41234504', [0], false),
  borrower('sofie.pedersen', 'Sofie Pedersen', '41234505', [1]),
  borrower('lars.nilsen', 'Lars Nilsen', '41234506', [1], false),
  borrower('maja.kristiansen', 'Maja Kristiansen', '41234507', [0], false),
  borrower('henrik.jensen', 'Henrik Jensen', '41234508', [2]),
  borrower('ida.karlsen', 'Ida Karlsen', '41234509', [0], false),
  borrower('mathias.eriksen', 'Mathias Eriksen', '41234510', [4, 5]),
  borrower('amalie.berg', 'Amalie Berg', '41234511', [6]),
  borrower('olav.haugen', 'Olav Haugen', '41234512', [0], false),
];
