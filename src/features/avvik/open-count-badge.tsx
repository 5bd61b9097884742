import { useOpenExceptions } from './use-open-exceptions';
import { avvikTexts as t } from '../../i18n/nb/avvik';
import './nav-badge.css';

/** The open count beside the nav's Avvik link; the hidden text puts it in the link's name. */
export function OpenCountBadge() {
  const count = useOpenExceptions()?.rows.length ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">({t.badgeLabel(count)})</span>
    </span>
  );
}
