import type { LastResponse } from '../state/ui/ui-slice';

// HTTP/2 responses carry no reason phrase; the debug bar still needs a readable text.
const reasonPhrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  419: 'Page Expired',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const maxBodyChars = 500;

export function describeResponse(input: {
  status: number | string;
  statusText?: string | undefined;
  url: string;
  body?: unknown;
}): LastResponse {
  const status = typeof input.status === 'number' ? input.status : 0;
  const statusText =
    typeof input.status === 'number'
      ? input.statusText || reasonPhrases[input.status] || String(input.status)
      : input.status;
  return {
    status,
    statusText,
    url: toPath(input.url),
    body: status === 200 ? null : clip(input.body),
  };
}

function toPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

function clip(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  let text: string;
  try {
    text = typeof body === 'string' ? body : JSON.stringify(body);
  } catch {
    text = String(body);
  }
  return text.length > maxBodyChars ? `${text.slice(0, maxBodyChars)}…` : text;
}
