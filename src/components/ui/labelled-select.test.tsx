import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { LabelledSelect } from './labelled-select';

function Filter({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('3');
  return (
    <LabelledSelect
      label="Kategori"
      all="Alle kategorier"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    >
      <option value="3">Sykler</option>
      <option value="8">Ski</option>
    </LabelledSelect>
  );
}

describe('LabelledSelect', () => {
  it('is labelled, shows its value, and starts with "all" as the empty value', () => {
    renderUi(<Filter onChange={vi.fn()} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kategori' });
    expect(select.value).toBe('3');
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Alle kategorier'],
      ['3', 'Sykler'],
      ['8', 'Ski'],
    ]);
  });

  it('reports the chosen value, and the empty string for "all"', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Filter onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kategori' });
    await user.selectOptions(select, 'Ski');
    await user.selectOptions(select, 'Alle kategorier');
    expect(onChange.mock.calls).toEqual([['8'], ['']]);
    expect(select.value).toBe('');
  });
});
