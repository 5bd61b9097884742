import { fieldLabels } from '../../shared/texts/messages';
import { profileFieldLabels, profileMessages } from '../../shared/texts/profile';
import { authTexts } from './auth';
import { catalogueTexts } from './catalogue';
import { commonTexts } from './common';
import { screenTexts } from './screen';
import { loansTexts } from './loans';
import { routeTexts } from './routes';
import { labelOf, statusTexts } from './statuses';

const saving = screenTexts.saving;
const notSaved = screenTexts.notSaved;
const changeOffline = screenTexts.notSentOffline(screenTexts.changeOffline);

/** Texts of Min side (/minside). Exact SPEC texts are marked. */
export const profileTexts = {
  myPage: {
    title: routeTexts.myPage.title,
    loading: 'Henter Min side …',
    failed: 'Kunne ikke hente Min side. Prøv igjen senere.',
    notStored:
      'Du er frakoblet, og Min side er ikke lagret på denne enheten ennå. Koble til internett, så hentes den.',
    lastUpdated: catalogueTexts.lastUpdated,
    offline:
      'Du er frakoblet. Du ser det som sist ble hentet; endringer kan gjøres når du er tilkoblet igjen.',
    needsNetwork: 'Krever nett',
    flagged: 'Brukeren er merket. Ta kontakt med utstyrsboden.',
    tryAgain: catalogueTexts.tryAgain,
  },
  profile: {
    heading: 'Mine opplysninger',
    name: screenTexts.name,
    email: screenTexts.email,
    phone: screenTexts.phone,
    status: screenTexts.status,
    statusName: (status: string) => labelOf(statusTexts.user, status),
    verified: 'Aktivert',
    yes: 'Ja',
    no: 'Nei, ta med legitimasjon ved første lån',
    missing: screenTexts.notGiven,
    edit: 'Endre opplysninger',
    editing: 'Endre navn og telefon',
    phoneHint: 'Frivillig. Utstyrsboden kan ringe deg om lånet.',
    save: 'Lagre opplysningene',
    saving,
    cancel: 'Ikke endre',
    failed: 'Opplysningene ble ikke lagret.',
    offline: changeOffline,
  },
  children: {
    heading: screenTexts.children,
    limit: profileMessages.childLimit, // SPEC
    intro: 'Størrelsene hjelper utstyrsboden å finne utstyr som passer.',
    none: screenTexts.noChildren, // SPEC
    add: 'Legg til barn',
    addHeading: 'Nytt barn',
    tooMany: profileMessages.tooManyChildren, // SPEC
    name: profileFieldLabels.childName,
    height: profileFieldLabels.height,
    shoeSize: profileFieldLabels.shoeSize,
    helmetSize: profileFieldLabels.helmetSize,
    helmetHint: 'Hodeomkrets i cm, for eksempel 52-56.',
    sizes: screenTexts.childSizes,
    save: 'Lagre barnet',
    saving: 'Lagrer barnet …',
    cancel: 'Ikke lagre',
    edit: (name: string) => `Endre ${name}`,
    editShort: screenTexts.edit,
    remove: (name: string) => `Fjern ${name}`,
    removeShort: screenTexts.remove,
    confirmTitle: (name: string) => `Fjerne ${name}?`,
    confirmText: (name: string) =>
      `Opplysningene om ${name} slettes. Du kan legge til barnet igjen senere.`,
    confirmYes: screenTexts.confirmRemove,
    confirmNo: 'Nei, behold',
    closeDialog: commonTexts.close,
    failed: 'Barnet ble ikke lagret.',
    removeFailed: 'Barnet ble ikke fjernet.',
    offline: changeOffline,
  },
  loans: {
    heading: 'Mine lån',
    currentHeading: 'Nåværende lån',
    previousHeading: screenTexts.previousLoans,
    noCurrent: loansTexts.noLoans, // SPEC
    noPrevious: screenTexts.noPreviousLoans,
    loan: (number: number) => `Lån ${number}`,
    forChild: screenTexts.forChild,
    hut: commonTexts.hut,
    loanDate: screenTexts.loanDate,
    due: screenTexts.due,
    unitNumber: screenTexts.unitNumber,
    size: screenTexts.size,
    remark: screenTexts.remark,
    itemStatus: statusTexts.loanItem,
    loanStatus: statusTexts.loan,
    period: (from: string, to: string) => `${from}–${to}`,
  },
  card: {
    heading: 'Lånekort',
    intro: 'Vis koden ved disken, så finner de deg med én skanning.',
    qrLabel: (code: string) => `Lånekort, QR-kode ${code}`,
  },
  huts: {
    heading: 'Mine utstyrsboder',
    intro: 'Du kan låne i alle utstyrsboder. Knytt deg til dem du bruker, så finner de deg raskt.',
    none: 'Du er ikke knyttet til noen utstyrsbod ennå.',
    role: statusTexts.role,
    leave: (name: string) => `Forlat ${name}`,
    leaveShort: 'Forlat',
    staffNote:
      'Rollen som ansatt eller administrator fjernes ikke her. Be en administrator av utstyrsboden om det.',
    join: 'Bli med',
    joinLabel: 'Knytt deg til en utstyrsbod',
    chooseHut: commonTexts.chooseHut,
    loadingHuts: 'Henter listen over utstyrsboder …',
    allJoined: 'Du er knyttet til alle utstyrsbodene.',
    failed: notSaved,
    offline: changeOffline,
  },
  account: {
    heading: 'Innlogging og sikkerhet',
    changeEmail: 'Bytt epostadresse',
    newEmail: 'Ny epostadresse',
    emailPasswordHint: 'Skriv passordet ditt for å bekrefte at det er deg.',
    password: fieldLabels.password,
    saveEmail: 'Lagre ny epostadresse',
    changePassword: 'Bytt passord',
    currentPassword: profileFieldLabels.currentPassword,
    newPassword: profileFieldLabels.newPassword,
    // The same rule as at registration (password-policy.ts).
    newPasswordHint: authTexts.register.passwordHint,
    repeatPassword: fieldLabels.password_confirmation,
    passwordLogsOut: 'Når du bytter passord, logges du ut på alle andre enheter.',
    savePassword: 'Lagre nytt passord',
    saving,
    cancel: 'Ikke bytt',
    failed: notSaved,
    offline: changeOffline,
  },
  sessions: {
    heading: 'Enheter der du er logget inn',
    loading: 'Henter enheter …',
    failed: 'Kunne ikke hente enhetene.',
    unknownDevice: 'Ukjent enhet',
    thisDevice: 'Denne enheten',
    signedIn: (when: string) => `Logget inn ${when}`,
    lastSeen: (when: string) => `sist brukt ${when}`,
    logoutOthers: 'Logg ut andre enheter',
    noOthers: 'Du er ikke logget inn på andre enheter.',
    offline: screenTexts.notSentOffline('utloggingen'),
  },
  data: {
    heading: 'Mine data',
    intro: 'Last ned alt vi har lagret om deg, eller slett kontoen.',
    download: 'Last ned mine data (JSON)',
    delete: 'Slett kontoen min',
    deleteTitle: 'Slette kontoen?',
    deleteText:
      'Navn, epost, telefon, passord, barn og innlogginger slettes, og du kan ikke logge inn igjen. Lånene dine beholdes uten navn, slik at de bare teller i statistikken.',
    deleteRules:
      'Kontoen kan ikke slettes mens du har lån som ikke er levert tilbake, eller mens du er ansatt i en utstyrsbod.',
    password: fieldLabels.password,
    confirmDelete: 'Slett kontoen',
    deleting: 'Sletter …',
    keep: 'Nei, behold kontoen',
    closeDialog: commonTexts.close,
    failed: 'Kontoen ble ikke slettet.',
    offline: screenTexts.notSentOffline('slettingen'),
  },
} as const;
