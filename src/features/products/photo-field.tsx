import { useId, useState } from 'react';
import { errorText, fieldErrors, isNetworkFailure } from '../../api/error-mapping';
import { productTexts as t } from '../../i18n/nb/products';
import { useUploadPhotoMutation } from './products-api';

interface Props {
  hut: number;
  /** The photo's URL, or null for none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** For the preview's alternative text. */
  productName: string;
  /** A server message on the `image` field of the form (a photo that is gone). */
  error: string | undefined;
  /** Shown, not changed: the photo (or that there is none) without the upload and remove. */
  locked?: boolean;
}

/**
 * A product photo: the tablet's camera or a file (`accept="image/*"` lets a phone or tablet
 * offer both). It is uploaded as soon as it is chosen; the server resizes it and answers with
 * the URL the product then keeps.
 */
export function PhotoField({ hut, value, onChange, productName, error, locked = false }: Props) {
  const id = useId();
  const [upload, { isLoading }] = useUploadPhotoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? error;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    try {
      onChange((await upload({ hut, file }).unwrap()).url);
    } catch (caught) {
      setFailure(
        isNetworkFailure(caught)
          ? t.offline
          : (fieldErrors(caught).photo ?? errorText(caught, t.failed)),
      );
    }
  };

  if (locked) {
    return (
      <div className="form-field photo-field">
        <span className="form-field__label">{t.photo}</span>
        {value ? (
          <img className="photo-field__preview" src={value} alt={t.photoAlt(productName)} />
        ) : (
          <p className="form-field__hint">{t.photoNone}</p>
        )}
      </div>
    );
  }

  return (
    <div className="form-field photo-field">
      <span className="form-field__label" id={`${id}-label`}>
        {t.photo}
      </span>
      <p id={`${id}-hint`} className="form-field__hint">
        {t.photoHint}
      </p>
      {value && <img className="photo-field__preview" src={value} alt={t.photoAlt(productName)} />}
      <div className="photo-field__actions">
        <label className="btn btn--ghost photo-field__choose" htmlFor={id}>
          {t.photoChoose}
        </label>
        <input
          id={id}
          className="photo-field__input"
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {value && (
          <button type="button" className="btn btn--ghost" onClick={() => onChange(null)}>
            {t.photoRemove}
          </button>
        )}
      </div>
      {isLoading && <p role="status">{t.photoUploading}</p>}
      {shown && (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
