import { useRef, useState } from 'react';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { profileTexts } from '../../i18n/nb/profile';
import type { Member } from '../../shared/contracts/profile';
import { canAddChild } from '../../shared/domain/children';
import { ChildForm } from './child-form';
import { useRemoveMemberMutation } from './profile-api';
import { useOutcome } from '../../components/ui/use-outcome';

const t = profileTexts.children;

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** Barn (maks 4 stk): the person's children with their sizes, stored on the server. */
export function ChildrenSection({ members, online }: { members: Member[]; online: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [outcome, show, clear] = useOutcome();
  const addButton = useRef<HTMLButtonElement>(null);

  const startAdding = () => {
    clear();
    // SPEC §5: the fifth child is refused with the SPEC's text (the server refuses it too).
    if (!canAddChild(members.length)) show('error', t.tooMany);
    else setEditing({ kind: 'new' });
  };

  const done = (message?: string) => {
    setEditing(null);
    if (message) show('success', message);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <section className="card my-page__section" aria-labelledby="children-heading">
      <h2 id="children-heading">
        {t.heading} <span className="my-page__heading-note">({t.limit})</span>
      </h2>
      <p className="my-page__intro">{t.intro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      {members.length === 0 ? (
        <p className="my-page__empty">{t.none}</p>
      ) : (
        <ul className="child-list">
          {members.map((member) =>
            editing?.kind === 'edit' && editing.id === member.id ? (
              <li key={member.id} className="child-list__item">
                <ChildForm member={member} online={online} onDone={done} />
              </li>
            ) : (
              <li key={member.id} className="child-list__item">
                <div className="child-list__text">
                  <p className="child-list__name">{member.name}</p>
                  <p className="child-list__sizes">{t.sizes(member)}</p>
                </div>
                <div className="button-row">
                  <button
                    type="button"
                    className="btn btn--secondary"
                    aria-label={t.edit(member.name)}
                    onClick={() => {
                      clear();
                      setEditing({ kind: 'edit', id: member.id });
                    }}
                  >
                    {t.editShort}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={t.remove(member.name)}
                    disabled={!online}
                    onClick={() => {
                      clear();
                      setRemoving(member);
                    }}
                  >
                    {t.removeShort}
                  </button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing?.kind === 'new' ? (
        <ChildForm online={online} onDone={done} />
      ) : (
        <div className="button-row my-page__actions">
          <button ref={addButton} type="button" className="btn btn--primary" onClick={startAdding}>
            {t.add}
          </button>
        </div>
      )}
      {removing && (
        <RemoveChildDialog
          member={removing}
          onClose={(message) => {
            setRemoving(null);
            if (message) show('success', message);
          }}
        />
      )}
    </section>
  );
}

/** SPEC §5: removing a child asks for confirmation first. */
function RemoveChildDialog({
  member,
  onClose,
}: {
  member: Member;
  onClose: (message?: string) => void;
}) {
  const [remove, { isLoading }] = useRemoveMemberMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const answer = await remove(member.id).unwrap();
      onClose(answer.message);
    } catch (e) {
      setError(isNetworkFailure(e) ? t.offline : errorText(e, t.removeFailed));
    }
  };

  return (
    <ConfirmDialog
      title={t.confirmTitle(member.name)}
      closeLabel={t.closeDialog}
      yes={t.confirmYes}
      no={t.confirmNo}
      busy={isLoading}
      error={error}
      onYes={() => void confirm()}
      onClose={() => onClose()}
    >
      {t.confirmText(member.name)}
    </ConfirmDialog>
  );
}
