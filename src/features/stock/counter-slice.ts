import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../state/root-reducer';
import { sessionCleared } from '../../state/session/session-slice';
import { readSelectedLender } from './selected-lender-storage';

/**
 * The counter's working state shared by Lagerbeholdning, Lånekurv and Utlånsoversikt (SPEC §7
 * company/setSelectedLender): which borrower the staff member is serving. The loans and carts
 * themselves live in Dexie; this is only whom the screens are about.
 */
export interface CounterState {
  selectedLenderId: number | null;
}

export const counterSlice = createSlice({
  name: 'counter',
  // A reload in the middle of serving someone (also offline) keeps them selected.
  initialState: (): CounterState => ({ selectedLenderId: readSelectedLender() }),
  reducers: {
    /** null: clearing the selected lender resets it to none (SPEC §4). */
    lenderSelected(state, action: PayloadAction<number | null>) {
      state.selectedLenderId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another user or a logout: the next staff member starts with nobody selected.
    builder.addCase(sessionCleared, (state) => {
      state.selectedLenderId = null;
    });
  },
  selectors: {
    selectSelectedLenderId: (state) => state.selectedLenderId,
  },
});

declare module '../../state/root-reducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

// Joins the store when the counter screens (or their listeners) first load.
const injected = counterSlice.injectInto(rootReducer);

export const { lenderSelected } = counterSlice.actions;
export const { selectSelectedLenderId } = injected.selectors;
