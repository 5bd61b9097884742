import { useId } from 'react';
import { Link } from 'react-router-dom';
import { loanLink } from '../loans';
import { resolutionsFor, syncResolutionTexts } from '../../shared/texts/sync';
import type { SyncExceptionResolution } from '../../shared/texts/sync';
import type { ExceptionRow } from '../../db/hut/hut-types';
import {
  describeException,
  exceptionTitle,
  namedLoans,
  splitAtLoans,
  userName,
  type AvvikRefs,
} from './describe-exception';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { avvikTexts as t } from '../../i18n/nb/avvik';

interface Props {
  exception: ExceptionRow;
  refs: AvvikRefs;
  deviceId: string | null;
  /** Open exceptions only: records the staff decision. */
  onResolve?: (resolution: SyncExceptionResolution) => void;
  busy?: boolean;
}

/** Which tablet, in words: this one, another, or the browser screens that write directly. */
export function deviceText(id: string | null, thisDevice: string | null): string {
  if (id === null) return t.unknownDevice;
  if (id === thisDevice) return t.thisDevice;
  if (id === 'rest') return t.restDevice;
  return t.otherDevice;
}

const isKnownResolution = (v: string | null): v is SyncExceptionResolution =>
  v !== null && v in syncResolutionTexts;

/** One exception: what happened, when, where and by whom, and the one-click resolutions. */
export function ExceptionItem({ exception: e, refs, deviceId, onResolve, busy }: Props) {
  const hintId = useId();
  const resolution = isKnownResolution(e.resolution)
    ? syncResolutionTexts[e.resolution].label
    : (e.resolution ?? '');
  return (
    <article className="avvik-item" aria-labelledby={`${hintId}-title`}>
      <h3 id={`${hintId}-title`} className="avvik-item__title">
        {exceptionTitle(e.kind)}
      </h3>
      <p className="avvik-item__text">
        {/* Each loan it names opens that loan on Utlånsoversikt. */}
        {splitAtLoans(describeException(e, refs), namedLoans(e, refs)).map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : (
            <Link key={i} to={loanLink(part.id)}>
              {part.text}
            </Link>
          ),
        )}
      </p>
      <dl className="avvik-item__facts">
        <div>
          <dt>{t.when}</dt>
          <dd>{formatLongDateTime(e.created_at)}</dd>
        </div>
        <div>
          <dt>{t.device}</dt>
          <dd>{deviceText(e.device_id, deviceId)}</dd>
        </div>
        <div>
          <dt>{t.actor}</dt>
          <dd>{e.actor_id === null ? t.unknownStaff : userName(refs, e.actor_id)}</dd>
        </div>
      </dl>
      {e.status === 'resolved' ? (
        <p className="avvik-item__resolved">
          {t.resolvedBy(
            resolution,
            e.resolved_by === null ? t.unknownStaff : userName(refs, e.resolved_by),
            formatLongDateTime(e.resolved_at),
          )}
        </p>
      ) : (
        onResolve && (
          <ul className="avvik-resolutions" aria-label={t.resolveGroup}>
            {resolutionsFor(e.kind).map((r) => (
              <li key={r}>
                <button
                  type="button"
                  className={
                    r === 'confirmed'
                      ? 'btn btn--primary btn--small'
                      : 'btn btn--secondary btn--small'
                  }
                  aria-describedby={`${hintId}-${r}`}
                  disabled={busy}
                  onClick={() => onResolve(r)}
                >
                  {syncResolutionTexts[r].label}
                </button>
                <span id={`${hintId}-${r}`} className="avvik-resolutions__hint">
                  {syncResolutionTexts[r].explanation}
                </span>
              </li>
            ))}
          </ul>
        )
      )}
    </article>
  );
}
