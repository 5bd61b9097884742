import { describe, expect, it } from 'vitest';
import type { NetworkHut } from '../../shared/contracts/network';
import { hutFormValues, placeOf, replyLink, sortHuts, telLink } from './network-format';

const hut = (name: string, status: NetworkHut['status'] = 'active'): NetworkHut => ({
  id: name.length,
  name,
  status,
  address: 'Uttrågata 5, 5700 Voss',
  county: 'Vestland',
  municipality: 'Voss',
  town: 'Vossevangen',
  opening_hours: null,
  contact_phone: '400 00 103',
  admins: [],
  created_at: '2026-01-01T00:00:00.000Z',
});

describe('the network screens’ formatting', () => {
  it('fills the hut form from a hut, and with empty texts for a new one', () => {
    expect(hutFormValues(null)).toEqual({
      name: '',
      address: '',
      county: '',
      municipality: '',
      town: '',
      opening_hours: '',
      contact_phone: '',
      contact_email: '',
    });
    // Missing (an older answer) and null optional fields both become empty texts.
    expect(hutFormValues(hut('Voss utstyrsbod'))).toMatchObject({
      name: 'Voss utstyrsbod',
      opening_hours: '',
      contact_phone: '400 00 103',
      contact_email: '',
    });
  });

  it('names the place without repeating a town that is its municipality', () => {
    expect(placeOf({ town: 'Vossevangen', municipality: 'Voss' })).toBe('Vossevangen, Voss');
    expect(placeOf({ town: 'Bodø', municipality: 'Bodø' })).toBe('Bodø');
  });

  it('lists huts in service first, each group in Norwegian alphabetical order', () => {
    const sorted = sortHuts([
      hut('Åsane', 'active'),
      hut('Zebra', 'inactive'),
      hut('Ørsta', 'active'),
      hut('Bø', 'active'),
      hut('Alta', 'inactive'),
    ]);
    expect(sorted.map((h) => h.name)).toEqual(['Bø', 'Ørsta', 'Åsane', 'Alta', 'Zebra']);
  });

  it('builds reply and phone links', () => {
    expect(replyLink({ email: 'post@eksempel.no' }, 'Bli en utstyrsbod')).toBe(
      'mailto:post@eksempel.no?subject=Sv%3A%20Bli%20en%20utstyrsbod',
    );
    expect(telLink('+47 400 00 103')).toBe('tel:+4740000103');
  });
});
