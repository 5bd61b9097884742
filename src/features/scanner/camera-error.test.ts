import { describe, expect, it } from 'vitest';
import { cameraProblem } from './camera-error';

const thrown = (name: string) => new DOMException('whatever the browser says', name);

describe('cameraProblem', () => {
  it('tells a missing camera, a refusal and a busy camera apart', () => {
    expect(cameraProblem(thrown('NotFoundError'))).toBe('none');
    expect(cameraProblem(thrown('OverconstrainedError'))).toBe('none');
    expect(cameraProblem(thrown('NotAllowedError'))).toBe('denied');
    expect(cameraProblem(thrown('SecurityError'))).toBe('denied');
    expect(cameraProblem(thrown('NotReadableError'))).toBe('busy');
    expect(cameraProblem(thrown('AbortError'))).toBe('busy');
  });

  it('calls anything else a failure to start', () => {
    // A decoder chunk that did not load throws a TypeError: not the camera's fault.
    expect(cameraProblem(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'failed',
    );
    expect(cameraProblem('a string')).toBe('failed');
  });
});
