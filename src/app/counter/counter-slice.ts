import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { companyLoaded, sessionCleared } from '../session/session-slice';

/**
 * The counter's working state shared by Lagerbeholdning, Lånekurv and Utlånsoversikt (SPEC §7
 * company/setSelectedLender): which borrower the staff member is serving. The loans and carts
 * themselves live in Dexie; this is only whom the screens are about.
 */
export interface CounterState {
  selectedLenderId: number | null;
}

const initialState: CounterState = { selectedLenderId: null };

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    /** null: clearing the selected lender resets it to none (SPEC §4). */
    lenderSelected(state, action: PayloadAction<number | null>) {
      state.selectedLenderId = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Another user or a logout: the next staff member starts with nobody selected.
    builder.addCase(sessionCleared, () => initialState);
    // Borrowers belong to a hut: another hut's lender makes no sense here.
    builder.addCase(companyLoaded, () => initialState);
  },
  selectors: {
    selectSelectedLenderId: (state) => state.selectedLenderId,
  },
});

export const { lenderSelected } = counterSlice.actions;
export const { selectSelectedLenderId } = counterSlice.selectors;
