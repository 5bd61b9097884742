import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormField } from '../../components/ui/form-field';
import { addNote, deleteNote } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import type { NoteRow } from '../../db/hut/hut-types';
import { unitTexts as t } from '../../i18n/nb/units';
import { textSchema } from '../../shared/contracts/text';
import { fieldLabels } from '../../shared/texts/messages';

const noteSchema = z.object({
  text: textSchema({ label: fieldLabels.note, max: 500, required: true, multiLine: true }),
});
type NoteForm = z.infer<typeof noteSchema>;

/** The unit's notes (SPEC §3): added and deleted as counter commands; deleting asks first. */
export function UnitNotes({ unitId, notes }: { unitId: number; notes: readonly NoteRow[] }) {
  const run = useCommand();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteSchema),
    mode: 'onTouched',
    defaultValues: { text: '' },
  });

  const submit = async ({ text }: NoteForm) => {
    if (await run(() => addNote({ unitId, text }), t.noteAdded)) reset({ text: '' });
  };
  const remove = async (noteId: string) => {
    setConfirming(null);
    await run(() => deleteNote({ noteId }), t.noteDeleted);
  };

  return (
    <section className="unit-notes" aria-labelledby="unit-notes-heading">
      <h3 id="unit-notes-heading">{t.notes}</h3>
      {notes.length === 0 ? (
        <p>{t.noNotes}</p>
      ) : (
        <ul className="unit-notes__list">
          {notes.map((note) => (
            <li key={note.id} className="unit-notes__item">
              <span className="unit-notes__text">{note.text}</span>
              {confirming === note.id ? (
                <span className="button-row" role="group" aria-label={t.confirmDelete}>
                  <span>{t.confirmDelete}</span>
                  <button
                    type="button"
                    className="btn btn--primary"
                    onClick={() => void remove(note.id)}
                  >
                    {t.confirmDeleteYes}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    onClick={() => setConfirming(null)}
                  >
                    {t.cancel}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-label={t.deleteNoteFor(note.text)}
                  onClick={() => setConfirming(note.id)}
                >
                  {t.deleteNote}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={handleSubmit(submit)}>
        <FormField
          multiline
          rows={2}
          label={t.newNote}
          error={formState.errors.text?.message}
          {...register('text')}
        />
        <button type="submit" className="btn btn--secondary">
          {t.addNote}
        </button>
      </form>
    </section>
  );
}
