import { screen } from '@testing-library/react';
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
});
