import { describe, expect, it } from 'vitest';
import { initialUiState, toastDismissed, toastShown, uiSlice } from './ui-slice';

describe('ui slice toasts', () => {
  it('never shows the same text twice at once', () => {
    let state = initialUiState();
    state = uiSlice.reducer(state, toastShown({ kind: 'error', text: 'Nei' }));
    state = uiSlice.reducer(state, toastShown({ kind: 'error', text: 'Nei' }));
    expect(state.toasts).toHaveLength(1);
    const id = state.toasts[0]?.id ?? 0;
    state = uiSlice.reducer(state, toastDismissed(id));
    state = uiSlice.reducer(state, toastShown({ kind: 'error', text: 'Nei' }));
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.id).not.toBe(id);
  });
});
