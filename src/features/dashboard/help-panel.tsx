import { useId, useState } from 'react';
import { dashboardTexts as t } from '../../i18n/nb/dashboard';

/** The dashboard's collapsible help panel. */
export function HelpPanel() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="dashboard-help">
      <button
        type="button"
        className="btn btn--ghost btn--small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t.hideHelp : t.showHelp}
      </button>
      <div id={panelId} className="card dashboard-help__panel" hidden={!open}>
        <h2 className="dashboard-help__title">{t.helpHeading}</h2>
        <ul>
          {t.helpItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
