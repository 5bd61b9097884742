import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PersonKey } from '../../db/hut/hut-types';
import { rootReducer } from '../../state/root-reducer';
import { sessionCleared } from '../../state/session/session-slice';
import { readSelectedBorrower } from './selected-borrower-storage';

/**
 * The counter's working state shared by Lagerbeholdning, Lånekurv and Utlånsoversikt (SPEC §7
 * company/setSelectedBorrower): which borrower the staff member is serving. The loans and carts
 * themselves live in Dexie; this is only whom the screens are about.
 */
export interface CounterState {
  selectedBorrowerId: PersonKey | null;
}

export const counterSlice = createSlice({
  name: 'counter',
  // A reload in the middle of serving someone (also offline) keeps them selected.
  initialState: (): CounterState => ({ selectedBorrowerId: readSelectedBorrower() }),
  reducers: {
    /** null: clearing the selected lender resets it to none (SPEC §4). */
    borrowerSelected(state, action: PayloadAction<PersonKey | null>) {
      state.selectedBorrowerId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another user or a logout: the next staff member starts with nobody selected.
    builder.addCase(sessionCleared, (state) => {
      state.selectedBorrowerId = null;
    });
  },
  selectors: {
    selectSelectedBorrowerId: (state) => state.selectedBorrowerId,
  },
});

declare module '../../state/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

// Joins the store when the counter screens (or their listeners) first load.
const injected = counterSlice.injectInto(rootReducer);

export const { borrowerSelected } = counterSlice.actions;
export const { selectSelectedBorrowerId } = injected.selectors;
