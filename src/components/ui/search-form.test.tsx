import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { SearchForm } from './search-form';

function search(props: { initial?: string; hideLabel?: boolean; maxLength?: number } = {}) {
  const onSearch = vi.fn();
  const rendered = renderUi(
    <SearchForm label="Søk i utstyr" submitLabel="Søk" onSearch={onSearch} {...props} />,
  );
  return { ...rendered, onSearch };
}

describe('SearchForm', () => {
  it('is a search landmark with a labelled search box, the label hidden when asked', () => {
    search({ hideLabel: true });
    const form = screen.getByRole('search');
    const box = screen.getByRole('searchbox', { name: 'Søk i utstyr' });
    expect(form.contains(box)).toBe(true);
    expect(screen.getByText('Søk i utstyr').className).toBe('visually-hidden');
  });

  it('Enter searches the trimmed text', async () => {
    const { user, onSearch } = search();
    await user.type(screen.getByRole('searchbox'), '  sykkel 20 {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('sykkel 20');
  });

  it('the button searches too, an empty box with the empty string', async () => {
    const { user, onSearch } = search();
    await user.click(screen.getByRole('button', { name: 'Søk' }));
    await user.type(screen.getByRole('searchbox'), 'ski');
    await user.click(screen.getByRole('button', { name: 'Søk' }));
    expect(onSearch.mock.calls).toEqual([[''], ['ski']]);
  });

  it('starts from the initial text and keeps to the length limit', async () => {
    const { user, onSearch } = search({ initial: 'hjelm', maxLength: 8 });
    const box = screen.getByRole<HTMLInputElement>('searchbox');
    expect(box.value).toBe('hjelm');
    await user.type(box, ' og ski{Enter}');
    expect(box.value).toBe('hjelm og');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('hjelm og');
  });
});
