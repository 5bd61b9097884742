import { isAnyOf } from '@reduxjs/toolkit';
import { stateListeners } from '../../state/listeners';
import type { RootState } from '../../state/root-reducer';
import { companyLoaded, sessionCleared } from '../../state/session/session-slice';
import { lenderSelected, selectSelectedLenderId } from './counter-slice';
import { writeSelectedLender } from './selected-lender-storage';

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
      if (before !== (action.payload?.id ?? null)) dispatch(lenderSelected(null));
    },
  });

  startListening({
    matcher: isAnyOf(lenderSelected, sessionCleared),
    effect: (_action, { getState }) => {
      writeSelectedLender(selectSelectedLenderId(getState()));
    },
  });
}
