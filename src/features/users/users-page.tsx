import { useCallback, useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { PHONE_LAYOUT, useMediaQuery } from '../../components/ui/use-media-query';
import { useHutQuery } from '../../db/hooks/use-hut-query';
import { hutUserDetail, hutUserLines, type HutUserLine } from '../../db/hut/user-overview';
import { commonTexts } from '../../i18n/nb/common';
import { usersTexts as t } from '../../i18n/nb/users';
import { UserDetail } from './user-detail';
import { InviteStaff } from './invite-staff';
import { useAppSelector } from '../../state/hooks';
import { selectIsHutAdmin } from '../../state/session/selectors';
import './users.css';
import type { PersonKey } from '../../db/hut/hut-types';
import { screenTexts } from '../../i18n/nb/screen';

/** A person's details, read live (a flag made here shows at once, offline too). */
function LiveDetail({ userId }: { userId: PersonKey }) {
  const detail = useHutQuery(
    (db, companyId, today) => hutUserDetail(db, companyId, today, userId),
    [userId],
  );
  if (detail.state !== 'ready' || detail.data === null) return <p role="status">{t.loading}</p>;
  return <UserDetail detail={detail.data} />;
}

function statusCell(line: HutUserLine): string {
  return [t.statusOf(line.user.status), line.user.isFlagged ? t.flagged : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * /brukeroversikt (SPEC §2): the hut's people from the device (works offline; the server stays
 * the truth), searched by name, phone or email; a table on wide screens, expandable rows on a
 * phone.
 */
export function UsersPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<HutUserLine | null>(null);
  const phone = useMediaQuery(PHONE_LAYOUT);
  const isAdmin = useAppSelector(selectIsHutAdmin);
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const id = useId();
  const lines = useHutQuery((db, companyId) => hutUserLines(db, companyId, query), [query]);
  const choose = useCallback((line: HutUserLine) => setOpen(line), []);
  const columns = useMemo(
    (): DataTableColumn<HutUserLine>[] => [
      {
        id: 'name',
        header: t.columns.name,
        rowHeader: true,
        cell: (line) => (
          <button
            type="button"
            className="link-button"
            aria-label={t.open(line.user.name)}
            onClick={() => choose(line)}
          >
            {line.user.name}
          </button>
        ),
      },
      { id: 'phone', header: t.columns.phone, cell: (line) => line.user.phone ?? '' },
      {
        id: 'email',
        header: t.columns.email,
        cell: (line) => line.user.email ?? screenTexts.notGiven,
      },
      { id: 'status', header: t.columns.status, cell: statusCell },
      { id: 'open', header: t.columns.openLoans, cell: (line) => line.openLoans },
    ],
    [choose],
  );

  const ready = lines.state === 'ready' && (lines.pulled || lines.data.length > 0);
  return (
    <div className="page users-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <div className="form-field users-search">
        <label htmlFor={`${id}-search`} className="form-field__label">
          {t.searchLabel}
        </label>
        <p id={`${id}-hint`} className="form-field__hint">
          {t.searchHint}
        </p>
        <input
          id={`${id}-search`}
          type="search"
          className="form-field__control"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {lines.state === 'loading' && <p role="status">{t.loading}</p>}
      {(lines.state === 'unbound' || (lines.state === 'ready' && !ready)) && (
        <p role="status">{t.notReady}</p>
      )}
      {lines.state === 'ready' && ready && (
        <>
          <p role="status" className="users-count">
            {lines.data.length === 0 ? t.noMatch : t.count(lines.data.length)}
          </p>
          {lines.data.length > 0 &&
            (phone ? (
              <ul className="users-list">
                {lines.data.map((line) => (
                  <li key={line.user.id}>
                    <details>
                      <summary>
                        <span className="users-list__name">{line.user.name}</span>
                        <span className="users-list__meta">{statusCell(line)}</span>
                      </summary>
                      <LiveDetail userId={line.user.id} />
                    </details>
                  </li>
                ))}
              </ul>
            ) : (
              <DataTable
                caption={t.tableCaption}
                hideCaption
                columns={columns}
                rows={lines.data}
                rowKey={(line) => line.user.id}
              />
            ))}
        </>
      )}
      {isAdmin && hut !== null && <InviteStaff hut={hut} />}
      {open && !phone && (
        <ModalDialog
          title={t.dialogTitle(open.user.name)}
          closeLabel={commonTexts.close}
          onClose={() => setOpen(null)}
        >
          <LiveDetail userId={open.user.id} />
        </ModalDialog>
      )}
    </div>
  );
}
