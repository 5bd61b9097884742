import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { FormField } from '../../components/ui/form-field';
import { activateUser, registerWalkIn } from '../../db/commands';
import { useCommand } from '../../db/hooks/use-command';
import type { PersonKey } from '../../db/hut/hut-types';
import { stockTexts } from '../../i18n/nb/stock';
import './walk-in-dialog.css';
import { walkInFieldsSchema } from '../../shared/contracts/walk-in';
import { memberRequestSchema } from '../../shared/contracts/profile';
import { MAX_CHILDREN } from '../../shared/domain/children';
import { profileMessages } from '../../shared/texts/profile';

const t = stockTexts.walkIn;

/** The op's own rules (user.register), plus the ID checkbox of activation (SPEC §4). */
const walkInFormSchema = z.object({
  ...walkInFieldsSchema.shape,
  // A row left empty is no child (the list is optional at the counter).
  children: z
    .array(z.object({ name: z.union([z.literal(''), memberRequestSchema.shape.name]) }))
    .check(z.maxLength(MAX_CHILDREN, { error: profileMessages.tooManyChildren })),
  idShown: z.boolean(),
});
type WalkInFormInput = z.input<typeof walkInFormSchema>;
type WalkInFormValues = z.output<typeof walkInFormSchema>;

interface Props {
  onRegistered: (person: PersonKey) => void;
  onClose: () => void;
}

/**
 * "Registrer ny lånetaker" at the counter, offline too: name and phone, an email if they have
 * one, their children; with ID shown they are activated at once. The new person is selected as
 * the borrower, by this device's ref until the server's row arrives.
 */
export function WalkInDialog({ onRegistered, onClose }: Props) {
  const run = useCommand();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WalkInFormInput, unknown, WalkInFormValues>({
    resolver: zodResolver(walkInFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', email: '', children: [], idShown: false },
  });
  const children = useFieldArray({ control, name: 'children' });

  const submit = async (values: WalkInFormValues) => {
    const input = { ...values, children: values.children.map((c) => c.name).filter(Boolean) };
    const done = await run(
      async () => {
        const { ref } = await registerWalkIn(input);
        if (values.idShown) await activateUser({ userId: ref, idShown: true });
        return ref;
      },
      values.idShown ? t.registeredActive(values.name) : t.registered(values.name),
    );
    if (done !== null) onRegistered(done);
  };

  return (
    // Escape closes the dialog, not the picker around it as well.
    <div onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()}>
      <ModalDialog title={t.title} closeLabel={t.cancel} onClose={onClose} size="narrow">
        <form
          className="form walk-in-form"
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
        >
          <p className="form-field__hint">{t.intro}</p>
          <FormField
            label={t.name}
            autoComplete="off"
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <FormField
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <FormField
            label={t.email}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <fieldset className="walk-in-form__children">
            <legend>{t.childrenHeading}</legend>
            {children.fields.map((field, index) => (
              <div key={field.id} className="walk-in-form__child">
                <FormField
                  label={t.childName(index + 1)}
                  autoComplete="off"
                  error={errors.children?.[index]?.name?.message}
                  {...register(`children.${index}.name`)}
                />
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => children.remove(index)}
                >
                  {t.removeChild(index + 1)}
                </button>
              </div>
            ))}
            {children.fields.length < MAX_CHILDREN && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => children.append({ name: '' })}
              >
                {t.addChild}
              </button>
            )}
          </fieldset>
          <div className="form-check">
            <input id={`${id}-id-shown`} type="checkbox" {...register('idShown')} />
            <label htmlFor={`${id}-id-shown`}>{t.idShown}</label>
          </div>
          <div className="button-row">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {t.submit}
            </button>
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </form>
      </ModalDialog>
    </div>
  );
}
