import type {
  ExceptionRow,
  HutProductRow,
  HutUserRow,
  PersonKey,
  LoanItemRow,
  LoanRow,
  UnitRow,
} from '../../db/hut/hut-types';
import { avvikTexts as t } from '../../i18n/nb/avvik';
import { reservationTexts } from '../../i18n/nb/reservations';
import { formatDottedDate } from '../../shared/domain/dates/dates';
import { SYNC_EXCEPTION_KINDS } from '../../shared/texts/sync';
import { isOneOf } from '../../shared/domain/statuses';

/** The local rows an exception's details name, looked up once for the whole inbox. */
export interface AvvikRefs {
  users: ReadonlyMap<PersonKey, HutUserRow>;
  units: ReadonlyMap<number, UnitRow>;
  products: ReadonlyMap<number, HutProductRow>;
  loans: ReadonlyMap<string, LoanRow>;
  items: ReadonlyMap<string, LoanItemRow>;
}

type Details = ExceptionRow['details'];

export const detailNumber = (d: Details, key: string): number | null => {
  const v = d[key];
  return typeof v === 'number' ? v : null;
};
export const detailText = (d: Details, key: string): string | null => {
  const v = d[key];
  return typeof v === 'string' ? v : null;
};

export function userName(refs: AvvikRefs, id: PersonKey | null): string {
  return (id === null ? undefined : refs.users.get(id)?.name) ?? t.unknownBorrower(id);
}

/** "Sykkel 20–24 (nr. 101)": the product, its size, and the unit's number on its label. */
export function unitName(refs: AvvikRefs, id: number | null): string {
  const unit = id === null ? undefined : refs.units.get(id);
  if (!unit) return t.unknownUnit(id);
  const product = refs.products.get(unit.product_id)?.name ?? t.unknownUnit(null);
  const range = [unit.size, unit.max_size].filter(Boolean).join('–');
  const size = range ? ` ${range}${unit.unit ? ` ${unit.unit}` : ''}` : '';
  return t.unitName(product, size, unit.id);
}

function loanPart(refs: AvvikRefs, loanId: string | null): { who: string; loan: string } {
  const loan = loanId === null ? undefined : refs.loans.get(loanId);
  return {
    who: userName(refs, loan?.customer_id ?? null),
    loan: loan ? t.loanRef(loan.number) : t.loanRef(null),
  };
}

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase('nb') + s.slice(1);

export function exceptionTitle(kind: string): string {
  return isOneOf(SYNC_EXCEPTION_KINDS, kind) ? t.kinds[kind] : t.unknownKind;
}

/** What happened, in Norwegian, from the exception's details and the device's local rows. */
export function describeException(e: Pick<ExceptionRow, 'kind' | 'details'>, refs: AvvikRefs) {
  const d = e.details;
  const loanId = detailText(d, 'loanId');
  const itemUnit = refs.items.get(detailText(d, 'loanItemId') ?? '')?.unit_id ?? null;
  const unit = unitName(refs, detailNumber(d, 'unitId') ?? itemUnit);
  const { who, loan } = loanPart(refs, loanId);
  switch (e.kind) {
    case 'unit_already_lent': {
      const previous = loanPart(refs, detailText(d, 'previousLoanId'));
      const previousWho = userName(refs, detailNumber(d, 'previousCustomerId'));
      return t.described.unitAlreadyLent(unit, who, loan, previousWho, previous.loan);
    }
    case 'return_not_on_loan': {
      if (detailText(d, 'loanItemId') === null) {
        const why = t.loanStatus[detailText(d, 'loanStatus') ?? ''];
        return t.described.receiveAllNothingLent(loan, who, why ?? null);
      }
      const why = t.itemStatus[detailText(d, 'itemStatus') ?? ''];
      return t.described.returnNotOnLoan(unit, who, loan, why ?? null);
    }
    case 'borrower_flagged': {
      const name = userName(refs, detailNumber(d, 'customerId'));
      const reason = detailText(d, 'flagReason');
      return t.described.borrowerFlagged(capitalize(loan), name, reason);
    }
    case 'unit_retired': {
      return t.described.unitRetired(unit, who, loan, d.productDeleted === true);
    }
    case 'possible_duplicate': {
      // The other record may not be on this device yet: its name travels in the details.
      const walkIn = userName(refs, detailNumber(d, 'userId'));
      const otherId = detailNumber(d, 'otherUserId');
      const other = refs.users.get(otherId ?? -1)?.name ?? detailText(d, 'otherName');
      const on = detailText(d, 'matchedOn') === 'email' ? 'email' : 'phone';
      return t.described.possibleDuplicate(walkIn, other ?? t.unknownBorrower(otherId), on);
    }
    case 'duplicate_elsewhere': {
      const walkIn = userName(refs, detailNumber(d, 'userId'));
      return t.described.duplicateElsewhere(
        walkIn,
        detailText(d, 'matchedOn') === 'email' ? 'email' : 'phone',
      );
    }
    case 'reservation_broken': {
      const product = refs.products.get(detailNumber(d, 'productId') ?? -1)?.name;
      const reserved = reservationTexts.line(
        detailNumber(d, 'quantity') ?? 1,
        product ?? t.unknownUnit(null),
        detailText(d, 'size'),
      );
      return t.described.reservationBroken(
        capitalize(loan),
        who,
        reserved,
        detailText(d, 'reservedByName') ?? t.unknownBorrower(detailNumber(d, 'reservedById')),
        detailText(d, 'reservedByPhone'),
        formatDottedDate(detailText(d, 'pickupDate')),
      );
    }
    case 'missing_parts': {
      return t.described.missingParts(unit, who, loan, detailText(d, 'parts') ?? '');
    }
    default:
      return t.unknownKind;
  }
}

/** A loan an exception's text names, by the words it is named with ("lån 1021"). */
export interface NamedLoan {
  id: string;
  text: string;
}

/** The loans on this device an exception names (its loan, and the one it closed), if any. */
export function namedLoans(e: Pick<ExceptionRow, 'details'>, refs: AvvikRefs): NamedLoan[] {
  return ['loanId', 'previousLoanId']
    .map((key) => refs.loans.get(detailText(e.details, key) ?? ''))
    .filter((loan): loan is LoanRow => loan !== undefined)
    .map((loan) => ({ id: loan.id, text: t.loanRef(loan.number) }));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text cut where it names a loan, so each can be a link: "lån 1021", or "Lån 1021" starting
 * a sentence. A longer number is never read as a shorter one ("lån 42" is not "lån 4").
 */
export function splitAtLoans(text: string, loans: readonly NamedLoan[]): (string | NamedLoan)[] {
  if (loans.length === 0) return [text];
  const words = [...loans].sort((a, b) => b.text.length - a.text.length).map((l) => l.text);
  const pattern = new RegExp(`(?:${words.map(escapeRegExp).join('|')})(?!\\d)`, 'giu');
  const parts: (string | NamedLoan)[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const said = match[0].toLocaleLowerCase('nb');
    const loan = loans.find((l) => l.text.toLocaleLowerCase('nb') === said);
    if (!loan) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push({ id: loan.id, text: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
