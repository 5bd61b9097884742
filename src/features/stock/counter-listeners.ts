import { isAnyOf } from '@reduxjs/toolkit';
import { stateListeners } from '../../state/listeners';
import type { RootState } from '../../state/root-reducer';
import { companyLoaded, sessionCleared } from '../../state/session/session-slice';
import { borrowerSelected, selectSelectedBorrowerId } from './counter-slice';
import { writeSelectedBorrower } from './selected-borrower-storage';

/**
 * Borrowers belong to a hut: choosing another hut clears the selection. The same hut confirmed
 * again (its details arriving after an offline start) keeps whoever is being served.
 */
export function registerCounterListeners(): void {
  const startListening = stateListeners.startListening.withTypes<RootState>();

  startListening({
    actionCreator: companyLoaded,
    effect: (action, { dispatch, getOriginalState }) => {
      const before = getOriginalState().session.user?.company_id ?? null;
      if (before !== (action.payload?.id ?? null)) dispatch(borrowerSelected(null));
    },
  });

  startListening({
    matcher: isAnyOf(borrowerSelected, sessionCleared),
    effect: (_action, { getState }) => {
      writeSelectedBorrower(selectSelectedBorrowerId(getState()));
    },
  });
}
