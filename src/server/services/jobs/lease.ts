/** A lease kept while its work runs (`keepLease`). */
export interface KeptLease {
  /** Stops renewing, after the renewal under way if one is. */
  stop(): Promise<void>;
  /** A renewal found the lease taken by another process (or its row gone): it is not ours. */
  readonly lost: boolean;
}

/**
 * Renews a lease every third of its length while its work runs (a job's run, an email's send),
 * so that another process takes it over only from a holder that stopped renewing (it died, or
 * lost the database for a whole lease), never because the work took longer than the lease.
 * `renew` extends the lease if this process still holds it and says whether it did; a renewal
 * that fails (the database away a moment) is tried again at the next turn.
 */
export function keepLease(leaseMs: number, renew: () => Promise<boolean>): KeptLease {
  let lost = false;
  let renewing: Promise<void> | null = null;
  const turn = (): void => {
    // One renewal at a time: a slow database does not pile them up.
    if (renewing || lost) return;
    renewing = renew()
      .then((held) => {
        if (!held) lost = true;
      })
      .catch(() => undefined)
      .finally(() => {
        renewing = null;
      });
  };
  const handle = setInterval(turn, Math.max(1, Math.floor(leaseMs / 3)));
  // The work keeps the process alive, not its lease.
  handle.unref();
  return {
    stop: async () => {
      clearInterval(handle);
      await renewing;
    },
    get lost() {
      return lost;
    },
  };
}
