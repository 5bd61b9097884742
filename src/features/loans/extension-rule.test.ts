import { describe, expect, it } from 'vitest';
import { earliestExtension, extensionFormSchema } from './extension-rule';

/** The form's message for a new date, or null when the date is accepted. */
function extensionError(newDate: string, dueDate: string, today: string): string | null {
  const result = extensionFormSchema(dueDate, today).safeParse({ newDate });
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

describe('the extension form', () => {
  it('needs a real date after the current return date', () => {
    const today = '2026-11-21';
    expect(extensionError('', '2026-11-21', today)).toBe('Velg en ny returdato.');
    const after = 'Ny returdato må være etter nåværende returdato (21.11.2026).';
    expect(extensionError('2026-11-21', '2026-11-21', today)).toBe(after);
    expect(extensionError('2026-11-20', '2026-11-21', today)).toBe(after);
    expect(extensionError('2026-02-30', '2026-01-21', today)).toBe(
      'Ny returdato må være etter nåværende returdato (21.01.2026).',
    );
    expect(extensionError('2026-11-22', '2026-11-21', today)).toBeNull();
  });

  it('keeps an overdue loan from being moved to another day in the past', () => {
    const today = '2026-11-21';
    expect(extensionError('2026-11-19', '2026-11-17', today)).toBe(
      'Ny returdato kan ikke være før i dag.',
    );
    expect(extensionError('2026-11-21', '2026-11-17', today)).toBeNull();
    expect(earliestExtension('2026-11-17', today)).toBe(today);
    expect(earliestExtension('2026-11-25', today)).toBe('2026-11-26');
  });

  it('moves a return date at most 60 days past the current one, or past today when overdue', () => {
    const today = '2026-11-21';
    const tooFar =
      'Ny returdato kan være høyst 60 dager etter nåværende returdato (eller etter i dag, for et lån på overtid).';
    expect(extensionError('2027-01-30', '2026-12-01', today)).toBeNull();
    expect(extensionError('2027-01-31', '2026-12-01', today)).toBe(tooFar);
    expect(extensionError('9999-12-31', '2026-12-01', today)).toBe(tooFar);
    expect(extensionError('2027-01-20', '2026-10-01', today)).toBeNull();
    expect(extensionError('2027-01-21', '2026-10-01', today)).toBe(tooFar);
  });
});
