import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shellTexts } from '../../i18n/nb/shell';
import { renderUi } from '../../test/render';
import { AlertBanner } from './alert-banner';

describe('AlertBanner', () => {
  it('announces an error at once (role alert) and a success politely (role status)', () => {
    renderUi(
      <>
        <AlertBanner kind="error">Fikk ikke lagret.</AlertBanner>
        <AlertBanner kind="success">Lagret.</AlertBanner>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Fikk ikke lagret.');
    expect(screen.getByRole('status').textContent).toBe('Lagret.');
  });

  it('has no close button unless it can be closed', () => {
    renderUi(<AlertBanner kind="error">Fikk ikke lagret.</AlertBanner>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the close button is named and calls onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <AlertBanner kind="success" onClose={onClose}>
        Lagret.
      </AlertBanner>,
    );
    await user.click(screen.getByRole('button', { name: shellTexts.closeMessage }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an error that can be closed (an answer to what was done) takes focus when it appears', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    function Form() {
      const [error, setError] = useState<string | null>(null);
      return (
        <>
          {error && (
            <AlertBanner kind="error" onClose={() => setError(null)}>
              {error}
            </AlertBanner>
          )}
          <button type="button" onClick={() => setError('Du er uten nett.')}>
            Send
          </button>
        </>
      );
    }
    const { user } = renderUi(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    scrolled.mockRestore();
  });

  it('a state shown with the page, or a success, leaves focus alone unless asked to reveal', () => {
    renderUi(
      <>
        <AlertBanner kind="error">Kontoen er sperret.</AlertBanner>
        <AlertBanner kind="success" onClose={() => undefined}>
          Lagret.
        </AlertBanner>
      </>,
    );
    expect(document.activeElement).toBe(document.body);
    renderUi(
      <AlertBanner kind="success" reveal>
        Takk for meldingen.
      </AlertBanner>,
    );
    expect(document.activeElement?.textContent).toBe('Takk for meldingen.');
  });
});
