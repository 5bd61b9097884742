import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { FormField } from '../../components/ui/form-field';
import { ModalDialog } from '../../components/ui/modal-dialog';
import type { ReturnReportInput } from '../../db/commands';
import type { LoanDetailItem } from '../../db/hut/loan-detail';
import { loanModalTexts as t } from '../../i18n/nb/loans';
import { fieldLabels, nb } from '../../shared/texts/messages';
import { syncMessages as m } from '../../shared/texts/sync';

/** The report's form: damaged, the parts that came back (checked), a remark. */
const reportFormSchema = z
  .object({
    damaged: z.boolean(),
    text: z.string().check(z.maxLength(500, { error: nb.tooLong(fieldLabels.note, 500) })),
    present: z.array(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.damaged && v.text.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: m.damageRequired, input: v });
      }
    }),
  );
type ReportForm = z.infer<typeof reportFormSchema>;

interface Props {
  item: LoanDetailItem;
  onClose: () => void;
  /** null: nothing to report (all parts back, not damaged, no remark): a plain return. */
  onReceive: (report: ReturnReportInput | null) => void;
}

/**
 * Mottak of one unit with its parts as a checklist (all ticked: everything came back), a
 * "damaged" tick that sends the unit to repair, and a remark kept on the unit.
 */
export function ReturnReportDialog({ item, onClose, onReceive }: Props) {
  const formId = useId();
  const { register, handleSubmit, formState } = useForm<ReportForm>({
    resolver: zodResolver(reportFormSchema),
    mode: 'onTouched',
    defaultValues: { damaged: false, text: '', present: item.parts },
  });
  const name = t.unitNumbered(item.name, item.unitId);

  const submit = (v: ReportForm) => {
    const missingParts = item.parts.filter((p) => !v.present.includes(p));
    const text = v.text.trim();
    onReceive(
      !v.damaged && text === '' && missingParts.length === 0
        ? null
        : { damaged: v.damaged, text, missingParts },
    );
  };

  return (
    <ModalDialog
      title={t.reportTitle(name)}
      closeLabel={t.close}
      onClose={onClose}
      size="narrow"
      footer={
        <div className="button-row">
          <button type="submit" form={formId} className="btn btn--primary">
            {t.receiveWithReport}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      }
    >
      <form id={formId} className="form return-report" noValidate onSubmit={handleSubmit(submit)}>
        {item.parts.length > 0 && (
          <fieldset className="return-report__parts">
            <legend className="form-field__label">{t.partsLegend}</legend>
            {item.parts.map((part) => (
              <label key={part} className="form-check return-report__check">
                <input type="checkbox" value={part} {...register('present')} />
                {part}
              </label>
            ))}
          </fieldset>
        )}
        <label className="form-check return-report__check">
          <input type="checkbox" {...register('damaged')} />
          {t.damaged}
        </label>
        <FormField
          multiline
          rows={3}
          label={t.reportText}
          hint={t.reportTextHint}
          error={formState.errors.text?.message}
          {...register('text')}
        />
      </form>
    </ModalDialog>
  );
}
