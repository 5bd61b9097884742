import { profileTexts } from '../../i18n/nb/profile';
import type { MyLoan, MyLoanItem, MyPage } from '../../shared/contracts/profile';
import { formatDottedDate, localIsoDate, todayIsoDate } from '../../shared/domain/dates/dates';
import { loanDisplayStatus, loanItemDisplayStatus } from '../../shared/domain/loan-rules';

const t = profileTexts.loans;

/** Mine lån: current loans with their units, and previous loans folded away (SPEC §2). */
export function LoansSection({ loans }: { loans: MyPage['loans'] }) {
  const today = todayIsoDate();
  return (
    <section className="card my-page__section" aria-labelledby="loans-heading">
      <h2 id="loans-heading">{t.heading}</h2>
      <h3 className="my-page__subheading">{t.currentHeading}</h3>
      {loans.current.length === 0 ? (
        <p className="my-page__empty">{t.noCurrent}</p>
      ) : (
        <ul className="loan-cards">
          {loans.current.map((loan) => (
            <li key={loan.id} className="loan-card">
              <LoanHeader loan={loan} today={today} />
              <LoanItems items={loan.items} today={today} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="my-page__subheading">{t.previousHeading}</h3>
      {loans.previous.length === 0 ? (
        <p className="my-page__empty">{t.noPrevious}</p>
      ) : (
        <div className="loan-history">
          {loans.previous.map((loan) => (
            <details key={loan.id} className="loan-history__item">
              <summary className="loan-history__summary">
                <span className="loan-history__marker" aria-hidden="true" />
                <span className="loan-history__title">
                  {t.loan(loan.number)} · {loan.hut.name}
                  {loan.forChild && ` · ${t.forChild(loan.forChild)}`}
                </span>
                <span className="loan-history__period">
                  {t.period(
                    formatDottedDate(loan.loanDate),
                    formatDottedDate(loan.closedAt ? localIsoDate(loan.closedAt) : loan.dueDate),
                  )}
                </span>
              </summary>
              <LoanItems items={loan.items} today={today} />
            </details>
          ))}
        </div>
      )}
    </section>
  );
}

function LoanHeader({ loan, today }: { loan: MyLoan; today: string }) {
  const status = loanDisplayStatus(
    { status: loan.status, expected_return_date: loan.dueDate },
    today,
  );
  return (
    <div className="loan-card__header">
      <h4 className="loan-card__title">
        {t.loan(loan.number)} · {loan.hut.name}
        {loan.forChild && ` · ${t.forChild(loan.forChild)}`}
      </h4>
      <p className="loan-card__dates">
        <span>
          {t.loanDate} {formatDottedDate(loan.loanDate)}
        </span>
        <span className={status === 'overdue' ? 'loan-card__due is-overdue' : 'loan-card__due'}>
          {t.due} {formatDottedDate(loan.dueDate)}
          {status === 'overdue' && ` (${t.loanStatus.overdue})`}
        </span>
      </p>
    </div>
  );
}

function LoanItems({ items, today }: { items: MyLoanItem[]; today: string }) {
  return (
    <ul className="loan-items">
      {items.map((item) => {
        const status = loanItemDisplayStatus(
          { status: item.status, expected_return_date: item.dueDate },
          today,
        );
        const size = [item.size, item.maxSize].filter(Boolean).join('–');
        return (
          <li key={item.id} className="loan-items__item">
            <p className="loan-items__name">
              {item.product}
              {size && (
                <span className="loan-items__size">
                  {' '}
                  ({t.size.toLowerCase()} {size}
                  {item.unit ? ` ${item.unit}` : ''})
                </span>
              )}
            </p>
            <p className="loan-items__meta">
              <span>
                {t.unitNumber} {item.unitId}
              </span>
              {item.returnedAt !== null ? (
                <span>
                  {t.itemStatus[status]} {formatDottedDate(localIsoDate(item.returnedAt))}
                </span>
              ) : (
                <>
                  <span>
                    {t.due} {formatDottedDate(item.dueDate)}
                  </span>
                  <span className={`loan-items__status loan-items__status--${status}`}>
                    {t.itemStatus[status]}
                  </span>
                </>
              )}
            </p>
            {item.notes.length > 0 && (
              <ul className="loan-items__notes" aria-label={t.remark}>
                {item.notes.map((note, i) => (
                  <li key={i}>
                    <span className="loan-items__note-label">{t.remark}:</span> {note}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
