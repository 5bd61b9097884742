import { describe, expect, it, vi } from 'vitest';
import { afterSuccess } from './after-success';

describe('afterSuccess', () => {
  it('runs the effect once the call succeeded', async () => {
    const effect = vi.fn();
    await afterSuccess(Promise.resolve({ data: 1 }), effect);
    expect(effect).toHaveBeenCalledOnce();
  });
  it('leaves a failed call to the screen that made it', async () => {
    const effect = vi.fn();
    await afterSuccess(Promise.reject(new Error('422')), effect);
    expect(effect).not.toHaveBeenCalled();
  });
});
