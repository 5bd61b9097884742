import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { errorText, fieldErrors, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOnline } from '../../components/ui/use-online';
import { queueFileTexts as t } from '../../i18n/nb/queue-file';
import {
  MAX_QUEUE_FILE_CHARS,
  MAX_QUEUE_FILE_MB,
  type QueueUploadResponse,
} from '../../shared/contracts/queue-file';
import { formatLongDateTime } from '../../shared/domain/dates/dates';
import { queueFileMessages } from '../../shared/texts/queue-file';
import { useUploadQueueFileMutation } from './queue-file-api';
import './queue-file.css';

const isFileList = (value: unknown): value is FileList =>
  typeof FileList !== 'undefined' && value instanceof FileList;

const uploadFormSchema = z.object({
  files: z
    .custom<FileList>((value) => isFileList(value) && value.length > 0, { error: t.fileRequired })
    .check(
      z.refine((files) => (files[0]?.size ?? 0) <= MAX_QUEUE_FILE_CHARS, {
        error: queueFileMessages.tooLarge(MAX_QUEUE_FILE_MB),
      }),
    ),
});
type UploadForm = z.infer<typeof uploadFormSchema>;

/**
 * "Last opp ventende endringer" (admins of the hut, online): a saved queue of one of the hut's
 * devices. The server checks the file and says what became of each entry; a file it refuses
 * changes nothing, and its reason shows on the field.
 */
export function QueueUploadSection({ hut }: { hut: number }) {
  const online = useOnline();
  const [upload, { isLoading }] = useUploadQueueFileMutation();
  const [result, setResult] = useState<QueueUploadResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<UploadForm>({ resolver: zodResolver(uploadFormSchema), mode: 'onTouched' });
  const id = useId();
  const chosen = (useWatch({ control, name: 'files' }) as FileList | undefined)?.[0]?.name;
  const error = errors.files?.message;

  const submit = async ({ files }: UploadForm) => {
    setResult(null);
    setFailure(null);
    const file = files[0];
    if (!file) return;
    let content: string;
    try {
      content = await file.text();
    } catch {
      setError('files', { type: 'read', message: t.unreadable });
      return;
    }
    try {
      setResult(await upload({ hut, content }).unwrap());
      reset();
    } catch (error) {
      // A file the server refused: its reason on the file field, where the choice is made again.
      const onFile = fieldErrors(error).content;
      if (onFile) setError('files', { type: 'server', message: onFile }, { shouldFocus: true });
      else setFailure(isNetworkFailure(error) ? t.uploadOffline : errorText(error, t.uploadFailed));
    }
  };

  return (
    <section className="card queue-file" aria-labelledby="queue-upload-heading">
      <h2 id="queue-upload-heading">{t.uploadHeading}</h2>
      <p>{t.uploadIntro}</p>
      {!online && <p className="form-field__hint">{t.uploadOffline}</p>}
      {failure && (
        <AlertBanner kind="error" onClose={() => setFailure(null)}>
          {failure}
        </AlertBanner>
      )}
      {result && (
        <div className="alert tone--success queue-file__result" role="status">
          <div>
            <h3>{t.resultHeading}</h3>
            <p>{t.resultFrom(result.userName, formatLongDateTime(result.createdAt))}</p>
            <ul>
              <li>{t.resultApplied(result.applied)}</li>
              <li>{t.resultExceptions(result.exceptions)}</li>
              <li>{t.resultRejected(result.rejected)}</li>
              <li>{t.resultDuplicates(result.duplicates)}</li>
              {result.held > 0 && <li>{t.resultHeld(result.held)}</li>}
            </ul>
          </div>
        </div>
      )}
      <form
        className="form queue-file__form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        {/* The browser's own file control speaks the browser's language: a Norwegian button
            and the chosen name stand in for it, and the input is still what is focused. */}
        <div className="form-field">
          <span id={`${id}-label`} className="form-field__label">
            {t.fileLabel}
          </span>
          <div className="queue-file__choose-row">
            <input
              id={id}
              className="queue-file__input"
              type="file"
              accept="application/json,.json"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-chosen${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              {...register('files')}
            />
            <label className="btn btn--secondary queue-file__choose" htmlFor={id}>
              {t.chooseFile}
            </label>
            <span id={`${id}-chosen`} className="queue-file__chosen">
              {chosen ?? t.noFile}
            </span>
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="btn btn--primary" disabled={!online || isLoading}>
          {isLoading ? t.uploading : t.upload}
        </button>
      </form>
    </section>
  );
}
