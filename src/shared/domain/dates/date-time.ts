const pad = (n: number) => String(n).padStart(2, '0');

/**
 * dd.MM.yyyy HH:mm in local time ("Sist oppdatert 21.11.2026 10:05"). Written out rather than
 * with date-fns so the first page stays within its script budget.
 */
export function formatDateTime(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
