import { format, isSameDay, parseISO } from 'date-fns';
import { nb } from 'date-fns/locale';

/** "21. november 2026 kl. 14:05" (local time); '' for a missing or broken value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parseISO(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : format(date, "d. MMMM yyyy 'kl.' HH:mm", { locale: nb });
}

/** "i dag kl. 14:05", or the date as well when it was another day. */
export function formatRecent(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now)
    ? format(date, "'i dag kl.' HH:mm", { locale: nb })
    : formatDateTime(iso);
}
