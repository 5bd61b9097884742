import type { Locator, Page } from 'playwright-core';

/** The counter's unit dialog (opened from the unit's number in the stock table). */
export class UnitDialogModel {
  readonly dialog: Locator;
  readonly toRepair: Locator;
  readonly reason: Locator;
  readonly newNote: Locator;
  readonly addNote: Locator;
  readonly state: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.toRepair = this.dialog.getByRole('button', { name: 'Send til reparasjon', exact: true });
    this.reason = this.dialog.getByRole('textbox', { name: 'Hva må repareres?' });
    this.newNote = this.dialog.getByRole('textbox', { name: 'Ny merknad' });
    this.addNote = this.dialog.getByRole('button', { name: 'Legg til merknad' });
    this.state = this.dialog.locator('dt:text-is("Tilstand") + dd');
  }

  async open(unitId: number): Promise<void> {
    await this.page.getByRole('button', { name: `Vis utstyr nr. ${unitId}`, exact: true }).click();
    await this.dialog.getByRole('heading', { name: new RegExp(` nr\\. ${unitId}$`) }).waitFor();
  }

  notes(): Locator {
    return this.dialog.getByRole('region', { name: 'Merknader' }).getByRole('listitem');
  }

  deleteNote(text: string): Locator {
    return this.dialog.getByRole('button', { name: `Slett merknaden «${text}»` });
  }
}
