import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { errorText, isNetworkFailure } from '../../api/error-mapping';
import { AlertBanner } from '../../components/ui/alert-banner';
import { useOutcome, type Outcome } from '../../components/ui/use-outcome';
import { FormField } from '../../components/ui/form-field';
import { categoryRequestPageTexts as t } from '../../i18n/nb/category-requests';
import { networkTexts } from '../../i18n/nb/network';
import {
  categoryRequestAnswerSchema,
  type CategoryRequest,
  type CategoryRequestAnswer,
} from '../../shared/contracts/category-requests';
import { useAnswerCategoryRequestMutation, useCategoryRequestsQuery } from './network-api';

/** One waiting request: add it to the tree, or decline with an answer (required then). */
function RequestItem({
  request,
  onDone,
}: {
  request: CategoryRequest;
  onDone: (kind: Outcome['kind'], text: string) => void;
}) {
  const [answer, { isLoading }] = useAnswerCategoryRequestMutation();
  const { register, handleSubmit, setValue, formState } = useForm<CategoryRequestAnswer>({
    resolver: zodResolver(categoryRequestAnswerSchema),
    defaultValues: { status: 'added', answer: '' },
  });
  const submit = async (body: CategoryRequestAnswer) => {
    try {
      onDone('success', (await answer({ id: request.id, body }).unwrap()).message);
    } catch (error) {
      onDone(
        'error',
        isNetworkFailure(error) ? networkTexts.offline : errorText(error, t.answerFailed),
      );
    }
  };
  return (
    <article className="network-message" aria-labelledby={`request-${request.id}`}>
      <h3 id={`request-${request.id}`}>
        {t.where(request.category_name, request.category_location)}
      </h3>
      <p>{t.from(request.hut, request.requested_by)}</p>
      {request.product_name && <p>{t.product(request.product_name)}</p>}
      {request.status === 'new' ? (
        <form className="form" noValidate onSubmit={handleSubmit(submit)}>
          <FormField
            multiline
            rows={2}
            label={t.labels.answer}
            error={formState.errors.answer?.message}
            {...register('answer')}
          />
          <div className="button-row">
            <button
              type="submit"
              className="btn btn--primary"
              disabled={isLoading}
              aria-label={t.addFor(request.category_name)}
              onClick={() => setValue('status', 'added')}
            >
              {t.add}
            </button>
            <button
              type="submit"
              className="btn btn--ghost"
              disabled={isLoading}
              aria-label={t.declineFor(request.category_name)}
              onClick={() => setValue('status', 'declined')}
            >
              {t.decline}
            </button>
          </div>
        </form>
      ) : (
        <p>
          <strong>{t.statusOf(request.status)}</strong>
          {request.answer && ` · ${t.answer(request.answer)}`}
        </p>
      )}
    </article>
  );
}

/** The huts' category requests, for the network admin's inbox. */
export function CategoryRequests() {
  const { data } = useCategoryRequestsQuery();
  const [outcome, show, clear] = useOutcome();
  return (
    <section className="network-requests" aria-labelledby="category-requests-heading">
      <h2 id="category-requests-heading">{t.networkHeading}</h2>
      <p>{t.networkIntro}</p>
      {outcome && (
        <AlertBanner kind={outcome.kind} onClose={clear}>
          {outcome.text}
        </AlertBanner>
      )}
      {data &&
        (data.requests.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="network-messages network-requests__list">
            {data.requests.map((request) => (
              <li key={request.id}>
                <RequestItem request={request} onDone={show} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
