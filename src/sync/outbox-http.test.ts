import { describe, expect, it } from 'vitest';
import { serverAnswers } from './outbox-http';

const answering = (status: number) => async () => new Response(null, { status });

describe('serverAnswers', () => {
  it('asks the API itself, the way push and pull go', async () => {
    const asked: string[] = [];
    await serverAnswers(async (url) => {
      asked.push(String(url));
      return new Response('{"ok":true}', { status: 200 });
    });
    expect(asked).toEqual(['/api/sync/ping']);
  });

  it('counts any answer of the server itself, even a refusal', async () => {
    expect(await serverAnswers(answering(200))).toBe(true);
    expect(await serverAnswers(answering(401))).toBe(true);
    expect(await serverAnswers(answering(500))).toBe(true);
  });

  it('does not count a refused, timed-out or aborted request, or a proxy answering for a stopped server', async () => {
    expect(
      await serverAnswers(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
    expect(
      await serverAnswers(async () => {
        throw new DOMException('The operation timed out.', 'TimeoutError');
      }),
    ).toBe(false);
    expect(
      await serverAnswers(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    ).toBe(false);
    expect(await serverAnswers(answering(502))).toBe(false);
    expect(await serverAnswers(answering(504))).toBe(false);
  });
});
