import { isAnyOf } from '@reduxjs/toolkit';
import { sessionListeners } from '../session/session-listeners';
import { companyLoaded, sessionCleared, type SessionState } from '../session/session-slice';
import { counterSlice, lenderSelected, type CounterState } from './counter-slice';
import { writeSelectedLender } from './selected-lender-storage';

interface ListenerState {
  session: SessionState;
  counter: CounterState;
}

/**
 * Borrowers belong to a hut: choosing another hut clears the selection. The same hut confirmed
 * again (its details arriving after an offline start) keeps whoever is being served.
 */
export function registerCounterListeners(): void {
  const startListening = sessionListeners.startListening.withTypes<ListenerState>();

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
      writeSelectedLender(counterSlice.selectors.selectSelectedLenderId(getState()));
    },
  });
}
