import { contactSubjectParam } from '../../lib/paths';
import type { ContactSubject } from '../../shared/domain/statuses';

/** The subject a contact link names; a general question when it names none (or an unknown one). */
export function contactSubjectOf(value: string | null): ContactSubject {
  return value === contactSubjectParam.values.become_hut ? 'become_hut' : 'general';
}
