import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { FormField } from './form-field';

/** A form as the screens write them: react-hook-form, errors shown once a field is touched. */
function PhoneForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ phone: string; note: string; size: string }>({ mode: 'onTouched' });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormField
        label="Telefon"
        hint="Åtte siffer"
        error={errors.phone?.message}
        {...register('phone', {
          required: 'Skriv telefonnummeret.',
          pattern: { value: /^\d{8}$/, message: 'Telefonnummeret har åtte siffer.' },
        })}
      />
      <FormField label="Merknad" multiline error={errors.note?.message} {...register('note')} />
      <FormField label="Størrelse" select error={errors.size?.message} {...register('size')}>
        <option value="20">20</option>
        <option value="24">24</option>
      </FormField>
      <button type="submit">Lagre</button>
    </form>
  );
}

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('FormField', () => {
  it('labels its control (input, textarea or select) and describes it by the hint', () => {
    renderUi(<PhoneForm />);
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(phone.tagName).toBe('INPUT');
    expect(describedBy(phone)).toEqual(['Åtte siffer']);
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Merknad' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('combobox', { name: 'Størrelse' }).tagName).toBe('SELECT');
  });

  it('shows the error after the field is left, marked invalid and described by hint and error', async () => {
    const { user } = renderUi(<PhoneForm />);
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    await user.click(phone);
    expect(screen.queryByText('Skriv telefonnummeret.')).toBeNull();
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(phone)).toEqual(['Åtte siffer', 'Skriv telefonnummeret.']);
    expect(phone.className).toContain('has-error');
  });

  it('the error follows the value once touched, and goes when it is right', async () => {
    const { user } = renderUi(<PhoneForm />);
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    await user.type(phone, '1234');
    await user.tab();
    expect(describedBy(phone)).toEqual(['Åtte siffer', 'Telefonnummeret har åtte siffer.']);
    await user.type(phone, '5678');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy(phone)).toEqual(['Åtte siffer']);
    expect(screen.queryByText('Telefonnummeret har åtte siffer.')).toBeNull();
  });

  it('passes the ref to the control: a refused submit puts focus on the field in error', async () => {
    const { user } = renderUi(<PhoneForm />);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Størrelse' });
    await user.selectOptions(size, '24');
    await user.click(screen.getByRole('button', { name: 'Lagre' }));
    const phone = screen.getByRole('textbox', { name: 'Telefon' });
    expect(document.activeElement).toBe(phone);
    expect(describedBy(phone)).toEqual(['Åtte siffer', 'Skriv telefonnummeret.']);
    expect(size.value).toBe('24');
  });
});
