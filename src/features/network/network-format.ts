import type { ContactMessage, HutInput, NetworkHut } from '../../shared/contracts/network';

/** The hut form's starting values: the hut as it is, or empty for a new one. */
export function hutFormValues(hut: NetworkHut | null): Required<HutInput> {
  return {
    name: hut?.name ?? '',
    address: hut?.address ?? '',
    county: hut?.county ?? '',
    municipality: hut?.municipality ?? '',
    town: hut?.town ?? '',
    opening_hours: hut?.opening_hours ?? '',
    contact_phone: hut?.contact_phone ?? '',
    contact_email: hut?.contact_email ?? '',
  };
}

/** "Vossevangen, Voss" – the town alone when it is the municipality too. */
export function placeOf(hut: Pick<NetworkHut, 'town' | 'municipality'>): string {
  return hut.town === hut.municipality ? hut.town : `${hut.town}, ${hut.municipality}`;
}

/** Huts in service first, then those out of service; by name within each (Norwegian order). */
export function sortHuts(huts: readonly NetworkHut[]): NetworkHut[] {
  const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
  return [...huts].sort(
    (a, b) =>
      Number(a.status !== 'active') - Number(b.status !== 'active') ||
      collator.compare(a.name, b.name),
  );
}

/** A reply in the admin's own mail program, with the sender's subject line. */
export function replyLink(message: Pick<ContactMessage, 'email'>, subject: string): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Sv: ${subject}`)}`;
}

/** A phone number as a tel: link (spaces dropped). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
