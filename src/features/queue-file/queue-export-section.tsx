import { useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { getDb } from '../../db/database';
import { queueFileTexts as t } from '../../i18n/nb/queue-file';
import { queueFileText } from '../../shared/contracts/queue-file';
import { buildQueueFile, queueFileName, type QueueOwner } from './build-queue-file';
import { useWaitingCount } from './use-waiting-count';
import './queue-file.css';

type Outcome =
  { kind: 'saved'; name: string; count: number; keyRegistered: boolean } | { kind: 'failed' };

/** Hands the file to the browser as a download; the link never enters the page. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Ta ut ventende endringer" (staff at a hut): saves the staff member's unsent entries of this
 * hut as a signed file. Works offline: it reads only this device.
 */
export function QueueExportSection({ owner, hutName }: { owner: QueueOwner; hutName: string }) {
  const count = useWaitingCount(owner);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const now = new Date();
      const { file, keyRegistered } = await buildQueueFile(getDb(), owner, now);
      const name = queueFileName(hutName, now);
      download(name, queueFileText(file));
      setOutcome({ kind: 'saved', name, count: file.entries.length, keyRegistered });
    } catch (error) {
      console.error(error);
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card queue-file" aria-labelledby="queue-export-heading">
      <h2 id="queue-export-heading">{t.exportHeading}</h2>
      <p>{t.exportIntro}</p>
      {count !== undefined && <p role="status">{t.waiting(count)}</p>}
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy || !count}
        onClick={() => void save()}
      >
        {busy ? t.exporting : t.exportButton}
      </button>
      {outcome?.kind === 'saved' && (
        <AlertBanner kind="success">{t.exported(outcome.name, outcome.count)}</AlertBanner>
      )}
      {outcome?.kind === 'saved' && !outcome.keyRegistered && (
        <AlertBanner kind="error">{t.keyNotRegistered}</AlertBanner>
      )}
      {outcome?.kind === 'failed' && (
        <AlertBanner kind="error" onClose={() => setOutcome(null)}>
          {t.exportFailed}
        </AlertBanner>
      )}
    </section>
  );
}
