import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../shared/contracts/auth';
import { companyLoaded, sessionCleared, userLoaded } from '../../state/session/session-slice';
import { signedInListenersLoaded } from './signed-in';
import { store } from '../store';
import { borrowerSelected, selectSelectedBorrowerId } from '../../features/stock/counter-slice';

const user: User = {
  id: 1,
  name: 'Ansatt',
  email: 'ansatt@example.no',
  phone: null,
  company_id: 2,
  status: 'active' as const,
  isVerified: true,
  isFlagged: false,
  flaggedBy: null,
  notes: null,
  is_network_admin: false,
};
const hut = (id: number) => ({
  id,
  name: `Bod ${id}`,
  status: 'active' as const,
  address: null,
  county: 'Oslo',
  municipality: 'Oslo',
  town: 'Oslo',
});
const selected = () => selectSelectedBorrowerId(store.getState());

describe('the selected borrower', () => {
  it('stays when the same hut is confirmed, goes when another hut is chosen or on logout', async () => {
    // A borrower-only membership keeps the outbox sync out of this test.
    store.dispatch(
      userLoaded({ user, attached_companies: [{ id: 2, name: 'Bod 2', role: 'borrower' }] }),
    );
    // The first sign-in loads the signed-in listeners (not part of a public first visit).
    await vi.waitFor(() => expect(signedInListenersLoaded()).not.toBeNull());
    await signedInListenersLoaded();
    store.dispatch(borrowerSelected(20));
    store.dispatch(companyLoaded(hut(2)));
    expect(selected()).toBe(20);
    store.dispatch(companyLoaded(hut(3)));
    expect(selected()).toBeNull();
    store.dispatch(borrowerSelected(21));
    store.dispatch(sessionCleared());
    expect(selected()).toBeNull();
  });
});
