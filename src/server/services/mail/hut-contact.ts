import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatDottedDate } from '../../../shared/domain/dates/dates';
import { mailTexts as t } from '../../../shared/texts/mail';

/** A hut as every email names it: where it is, when it is open, how to reach it. */
export interface MailHut {
  id: number;
  name: string;
  address: string | null;
  openingHours: string | null;
  phone: string | null;
  email: string | null;
}

/** The huts an email names, by name. */
export async function readMailHuts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<MailHut[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name', 'address', 'town', 'opening_hours', 'contact_phone', 'contact_email'])
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
  return rows.map((h) => ({
    id: h.id,
    name: h.name,
    address: [h.address, h.town].filter(Boolean).join(', ') || null,
    openingHours: h.opening_hours,
    phone: h.contact_phone,
    email: h.contact_email,
  }));
}

/** The hut's name, address, opening hours and contact, one per line (what it has). */
export function hutLines(hut: MailHut): string[] {
  const out = [hut.name];
  if (hut.address) out.push(t.hutAddress(hut.address));
  if (hut.openingHours) out.push(t.hutOpening(hut.openingHours));
  const contact = [hut.phone, hut.email].filter((c): c is string => Boolean(c));
  if (contact.length > 0) out.push(t.hutContact(contact.join(', ')));
  return out;
}

const weekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', timeZone: 'UTC' });

/** "torsdag 27.11.2026". */
export function longDate(iso: string): string {
  return `${weekday.format(new Date(`${iso}T12:00:00Z`))} ${formatDottedDate(iso)}`;
}

const osloTime = new Intl.DateTimeFormat('nb-NO', {
  timeZone: 'Europe/Oslo',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "27. november kl. 14:05", Norwegian time whatever the server's zone. */
export function osloDateTime(iso: string): string {
  const parts = Object.fromEntries(
    osloTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.day ?? ''}. ${parts.month ?? ''} kl. ${parts.hour ?? ''}:${parts.minute ?? ''}`;
}
