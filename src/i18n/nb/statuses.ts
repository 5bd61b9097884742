import { commonTexts } from './common';
import { screenTexts } from './screen';
import { routeTexts } from './routes';
import type { CompanyRole } from '../../shared/contracts/common';
import type { SyncExceptionKind } from '../../shared/texts/sync';
import type { SyncOpType } from '../../shared/contracts/sync-ops';
import type { LoanDisplayStatus, LoanItemDisplayStatus } from '../../shared/domain/loan-rules';
import type {
  CompanyStatus,
  ContactMessageStatus,
  ContactSubject,
  UnitStatus,
  UserStatus,
  CategoryRequestStatus,
} from '../../shared/domain/statuses';

/**
 * A label for every value of every closed set the screens show (statuses.test.ts walks the
 * lists of src/shared/domain and the contracts and fails on a value without one).
 */
const lent = 'Utlånt'; // SPEC demo status
const overdue = 'Forfalt';
const returned = 'Levert';

export const statusTexts = {
  loan: {
    draft: 'Kladd (lånekurv)',
    open: lent,
    closed: returned,
    overdue,
  } satisfies Record<LoanDisplayStatus, string>,
  loanItem: {
    in_cart: 'I lånekurven',
    lent,
    overdue,
    returned,
    returned_found: 'Levert (funnet ved utlån)',
  } satisfies Record<LoanItemDisplayStatus, string>,
  unit: {
    available: commonTexts.available,
    lent,
    repair: 'I reparasjon',
    retired: 'Tatt ut av bruk',
  } satisfies Record<UnitStatus, string>,
  /** The stock table's SPEC §4 cart status codes, as staff read them. */
  stock: {
    added: 'Lagt til', // SPEC (status 1)
    otherCart: 'I en annen lånekurv',
    unavailable: 'Ikke tilgjengelig',
  },
  user: {
    pending: 'Venter på aktivering',
    active: 'Aktiv',
    blocked: 'Sperret',
  } satisfies Record<UserStatus, string>,
  company: {
    active: 'I drift',
    inactive: 'Ikke i drift',
  } satisfies Record<CompanyStatus, string>,
  contactMessage: {
    new: 'Ny',
    answered: 'Besvart',
    closed: 'Lukket',
  } satisfies Record<ContactMessageStatus, string>,
  categoryRequest: {
    new: 'Venter på svar',
    added: 'Lagt inn i kategoritreet',
    declined: 'Avslått',
  } satisfies Record<CategoryRequestStatus, string>,
  contactSubject: {
    general: 'Generelt spørsmål',
    become_hut: commonTexts.becomeHut,
  } satisfies Record<ContactSubject, string>,
  role: { admin: 'administrator', staff: 'ansatt', borrower: 'låner' } satisfies Record<
    CompanyRole,
    string
  >,
  exceptionKind: {
    unit_already_lent: 'Utstyr lånt ut mens det var utlånt',
    return_not_on_loan: 'Mottatt utstyr som ikke var utlånt',
    borrower_flagged: 'Utlån til flagget lånetaker',
    unit_retired: 'Utlån av utstyr som er tatt ut av bruk',
    possible_duplicate: 'Mulig dobbeltregistrering',
    missing_parts: 'Levert tilbake uten alle deler',
    reservation_broken: 'Reservert utstyr lånt ut',
    duplicate_elsewhere: 'Registrert i en annen utstyrsbod',
  } satisfies Record<SyncExceptionKind, string>,
  op: {
    'cart.add': 'Legg i lånekurv',
    'cart.remove': 'Fjern fra lånekurv',
    'loan.save': 'Lagre lån',
    'loan.handOut': screenTexts.handOut,
    'loanItem.receive': 'Motta utstyr',
    'loan.receiveAll': screenTexts.receiveAll,
    'loan.extend': 'Forleng lån',
    'user.attach': 'Knytt til utstyrsboden',
    'user.register': 'Registrer ny lånetaker',
    'user.activate': routeTexts.activate.title,
    'user.flag': 'Flagg bruker',
    'user.unflag': 'Fjern flagg',
    'exception.resolve': 'Løs avvik',
    'unit.setStatus': 'Endre tilstand på utstyr',
    'note.add': 'Legg til merknad',
    'note.delete': 'Slett merknad',
    'demand.record': 'Registrer etterspørsel',
  } satisfies Record<SyncOpType, string>,
} as const;

/** A label for a value that may come from a newer server (unknown values show as they are). */
export function labelOf<K extends string>(
  labels: Readonly<Record<K, string>>,
  value: string,
): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
