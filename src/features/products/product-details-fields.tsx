import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { productTexts as t } from '../../i18n/nb/products';
import { PhotoField } from './photo-field';

interface Props {
  hut: number;
  fields: Record<'description' | 'parts', UseFormRegisterReturn>;
  errors: Partial<Record<'description' | 'parts' | 'image', string | undefined>>;
  /** The photo's URL (null: none), and the product's name for its alternative text. */
  image: string | null;
  name: string;
  onImage: (url: string | null) => void;
  /** Shown, not changed (a disabled fieldset around them): the photo offers no upload. */
  locked?: boolean;
}

/** What a product says about itself, in both product forms: description, parts and photo. */
export function ProductDetailsFields({
  hut,
  fields,
  errors,
  image,
  name,
  onImage,
  locked = false,
}: Props) {
  return (
    <>
      <FormField
        multiline
        rows={3}
        label={t.description}
        error={errors.description}
        {...fields.description}
      />
      <FormField
        label={t.parts}
        hint={t.partsHint}
        autoComplete="off"
        error={errors.parts}
        {...fields.parts}
      />
      <PhotoField
        hut={hut}
        value={image}
        onChange={onImage}
        productName={name}
        error={errors.image}
        locked={locked}
      />
    </>
  );
}
