import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** /innstillinger: "Ta ut ventende endringer" (staff) and "Last opp ventende endringer" (admins). */
export class QueueFileSections {
  readonly main: Locator;
  readonly exportSection: Locator;
  readonly exportButton: Locator;
  readonly uploadSection: Locator;
  readonly fileField: Locator;
  readonly uploadButton: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.exportSection = this.main.getByRole('region', { name: 'Ta ut ventende endringer' });
    this.exportButton = this.exportSection.getByRole('button', {
      name: 'Lagre fil med ventende endringer',
    });
    this.uploadSection = this.main.getByRole('region', { name: 'Last opp ventende endringer' });
    this.fileField = this.uploadSection.getByLabel('Fil med ventende endringer');
    this.uploadButton = this.uploadSection.getByRole('button', { name: 'Last opp' });
    this.result = this.uploadSection.getByRole('status');
  }

  async goto(): Promise<void> {
    await this.page.goto('/innstillinger');
    await this.main.getByRole('heading', { level: 1 }).waitFor();
  }

  /** Saves the file and answers where Playwright put it and the name the app gave it. */
  async exportFile(): Promise<{ path: string; name: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.exportButton.click(),
    ]);
    const path = await download.path();
    return { path, name: download.suggestedFilename() };
  }

  /** Uploads a file and waits for the answer: the summary or the field's error. */
  async upload(path: string): Promise<void> {
    await this.fileField.setInputFiles(path);
    // The chosen file is named beside the Norwegian "Velg fil" (the browser's control is hidden).
    await this.uploadSection.getByText(basename(path), { exact: true }).waitFor();
    await this.uploadButton.click();
  }
}
