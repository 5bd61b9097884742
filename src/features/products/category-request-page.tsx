import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { categoryRequestTexts as messages } from '../../shared/texts/category-requests';
import { showCallError } from '../../api/form-errors';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOutcome } from '../../components/ui/use-outcome';
import { FormField } from '../../components/ui/form-field';
import { categoryRequestPageTexts as t } from '../../i18n/nb/category-requests';
import {
  CATEGORY_REQUEST_FIELDS,
  categoryRequestInputSchema,
  type CategoryRequestInput,
} from '../../shared/contracts/category-requests';
import { childrenOf } from '../../shared/domain/category-tree';
import { useAppSelector } from '../../state/hooks';
import { useCategoryRequestsQuery, useCreateCategoryRequestMutation } from './products-api';
import { useCategories } from './use-equipment-catalogue';
import './product-form.css';

/** The request's contract, with the place as the select gives it (an id as text, '' for none). */
const formSchema = z.object({
  ...categoryRequestInputSchema.shape,
  parentId: z.string().check(z.minLength(1, { error: messages.locationRequired })),
});
type Form = z.infer<typeof formSchema>;
const EMPTY: Form = { categoryName: '', parentId: '', productName: '', productLocation: '' };

/** The hut's requests and the network's answers. */
function MyRequests({ hut }: { hut: number }) {
  const { data } = useCategoryRequestsQuery(hut);
  if (!data) return null;
  return (
    <section className="product-units" aria-labelledby="my-requests">
      <h2 id="my-requests">{t.mine}</h2>
      {data.requests.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="request-list">
          {data.requests.map((r) => (
            <li key={r.id} className="request-list__item">
              <strong>{t.where(r.category_name, r.category_location)}</strong>
              <span className={`request-status request-status--${r.status}`}>
                {t.statusOf(r.status)}
              </span>
              {r.product_name && <span>{t.product(r.product_name)}</span>}
              {r.answer && <span>{t.answer(r.answer)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /beomkategori (SPEC §3, §5): the hut asks the network for a category (category name and its
 * place in the tree required; a product name and where it belongs optional). The network admin
 * answers in the inbox; the answer shows here.
 */
export function CategoryRequestPage() {
  const hut = useAppSelector((s) => s.session.user?.company_id ?? null);
  const categories = useCategories() ?? [];
  const [send] = useCreateCategoryRequestMutation();
  const [message, show, clear] = useOutcome();
  const { register, handleSubmit, setError, reset, formState } = useForm<Form>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const submit = async (values: Form) => {
    if (hut === null) return;
    clear();
    try {
      const body: CategoryRequestInput = { ...values, parentId: Number(values.parentId) };
      const answer = await send({ hut, body }).unwrap();
      show('success', answer.message);
      reset(EMPTY);
    } catch (error) {
      const text = showCallError(error, setError, CATEGORY_REQUEST_FIELDS, {
        failed: t.failed,
        offline: t.offline,
      });
      show('error', text);
    }
  };

  return (
    <div className="page product-page">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {message && (
        <AlertBanner kind={message.kind} onClose={clear}>
          {message.text}
        </AlertBanner>
      )}
      <form className="form product-form" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset className="product-form__section">
          <legend>{t.labels.categoryName}</legend>
          <div className="product-form__row">
            <FormField
              label={t.labels.categoryName}
              autoComplete="off"
              error={errors.categoryName?.message}
              {...register('categoryName')}
            />
            <FormField
              select
              label={t.labels.categoryLocation}
              error={errors.parentId?.message}
              {...register('parentId')}
            >
              <option value="">{t.chooseLocation}</option>
              {childrenOf(categories, null).map((season) => (
                <optgroup key={season.id} label={season.name}>
                  <option value={season.id}>{season.name}</option>
                  {childrenOf(categories, season.id).map((main) => (
                    <option key={main.id} value={main.id}>
                      {`${season.name} › ${main.name}`}
                    </option>
                  ))}
                </optgroup>
              ))}
            </FormField>
          </div>
          <div className="product-form__row">
            <FormField
              label={t.labels.productName}
              hint={t.productHint}
              autoComplete="off"
              error={errors.productName?.message}
              {...register('productName')}
            />
            <FormField
              label={t.labels.productLocation}
              autoComplete="off"
              error={errors.productLocation?.message}
              {...register('productLocation')}
            />
          </div>
          <div className="product-form__actions">
            <button
              type="submit"
              className="btn btn--primary"
              disabled={isSubmitting || hut === null}
            >
              {isSubmitting ? t.sending : t.send}
            </button>
          </div>
        </fieldset>
      </form>
      {hut !== null && <MyRequests hut={hut} />}
    </div>
  );
}
