import { commonTexts } from './common';
import { screenTexts } from './screen';
import { labelOf, statusTexts } from './statuses';

/** The counter's unit dialog: a unit's state (repair, retirement) and its notes. */
export const unitTexts = {
  title: screenTexts.unitNumbered,
  close: commonTexts.close,
  label: screenTexts.labelCode,
  size: screenTexts.size,
  state: 'Tilstand',
  stateOf: (status: string) => labelOf(statusTexts.unit, status),
  reason: 'Årsak',
  lentHint: 'Utlånt: tilstanden kan endres når utstyret er mottatt.',
  toRepair: 'Send til reparasjon',
  retire: 'Ta ut av bruk',
  backInService: 'Tilbake i bruk',
  reasonFor: { repair: 'Hva må repareres?', retired: 'Hvorfor tas det ut av bruk?' },
  cancel: screenTexts.cancel,
  stateSaved: (state: string) => `Tilstanden er endret til «${state}».`,
  notes: screenTexts.remarks,
  noNotes: 'Ingen merknader.',
  newNote: 'Ny merknad',
  addNote: statusTexts.op['note.add'],
  noteAdded: 'Merknaden er lagt til.',
  deleteNote: 'Slett',
  deleteNoteFor: (text: string) => `Slett merknaden «${text}»`,
  confirmDelete: 'Vil du slette merknaden?', // SPEC §5: deleting a note asks first
  confirmDeleteYes: 'Ja, slett',
  noteDeleted: 'Merknaden er slettet.',
  loading: 'Henter utstyret …',
  notFound: 'Fant ikke utstyret i denne utstyrsboden.',
} as const;
