import { describe, expect, it } from 'vitest';
import { companyRoles } from '../../shared/contracts/common';
import { SYNC_EXCEPTION_KINDS } from '../../shared/texts/sync';
import { SYNC_OP_TYPES } from '../../shared/contracts/sync-ops';
import {
  COMPANY_STATUSES,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_SUBJECTS,
  LOAN_ITEM_STATUSES,
  LOAN_STATUSES,
  UNIT_STATUSES,
  USER_STATUSES,
} from '../../shared/domain/statuses';
import { labelOf, statusTexts } from './statuses';

/** Every closed set the screens show, with the labels it must have. */
const sets: [string, readonly string[], Readonly<Record<string, string>>][] = [
  ['loan status (and the derived overdue)', [...LOAN_STATUSES, 'overdue'], statusTexts.loan],
  ['loan item status', [...LOAN_ITEM_STATUSES, 'overdue'], statusTexts.loanItem],
  ['unit status', UNIT_STATUSES, statusTexts.unit],
  ['user status', USER_STATUSES, statusTexts.user],
  ['hut status', COMPANY_STATUSES, statusTexts.company],
  ['role at a hut', companyRoles, statusTexts.role],
  ['contact message status', CONTACT_MESSAGE_STATUSES, statusTexts.contactMessage],
  ['contact message subject', CONTACT_SUBJECTS, statusTexts.contactSubject],
  ['exception kind', SYNC_EXCEPTION_KINDS, statusTexts.exceptionKind],
  ['sync op type', SYNC_OP_TYPES, statusTexts.op],
];

describe('status labels', () => {
  it.each(sets)('every %s has a Norwegian label', (_name, values, labels) => {
    const missing = values.filter((value) => !labels[value]?.trim());
    expect(missing).toEqual([]);
    // A label for a value that no longer exists is dead text.
    expect(Object.keys(labels).filter((key) => !values.includes(key))).toEqual([]);
  });

  it('shows a value from a newer server as it is', () => {
    expect(labelOf(statusTexts.user, 'blocked')).toBe('Sperret');
    expect(labelOf(statusTexts.user, 'suspended')).toBe('suspended');
  });
});
