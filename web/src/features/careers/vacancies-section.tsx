import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Accordion, AccordionItem } from '../../components/accordion/accordion';
import { VacancyFacts } from '../../components/vacancy-details/vacancy-details';
import { vacanciesCopy as copy } from '../../content/careers';
import { placeOf } from '@agency/schema/vacancy-place';
import { scrollToApply } from './jump-to-apply';
import type { CareersData } from './load-careers';
import { VacancyFilters } from './vacancy-filters';
import { VacancyPages } from './vacancy-pages';
import { VacancyRows } from './vacancy-rows';
import { SHORT_LIST } from './vacancy-list';
import styles from './vacancies-section.module.css';

/**
 * The links work without JavaScript (a plain jump to #apply, with ?position= for the form). With
 * JavaScript the router updates the URL in place and the page glides to the form.
 */
function useJumpToApply() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>, position?: string) => {
    event.preventDefault();
    void navigate({
      to: '/careers',
      search: (previous) => ({ ...previous, position }),
      hash: 'apply',
      resetScroll: false,
      hashScrollIntoView: false,
    }).then(scrollToApply);
  };
}

/**
 * "We are Hiring": a few vacancies as the spec's accordion, each opening to its summary, "Read more"
 * (its own page holds the full text) and "Join Us"; more than SHORT_LIST as one line each, linking
 * to its page, fifty to a page, with filters by city and English level (decision 038).
 */
export function VacanciesSection(view: CareersData) {
  const { total, rows, summaries, filters } = view;
  const jump = useJumpToApply();
  const hiring = total > 0;
  const filtered = !!(filters.city || filters.level);
  const short = total <= SHORT_LIST;

  return (
    <section id="vacancies" className={styles.section} aria-labelledby="vacancies-title">
      <div className="container">
        <h2 id="vacancies-title" className={styles.heading}>
          {hiring ? copy.hiringHeading : copy.emptyHeading}
        </h2>
        {hiring ? (
          <>
            <p className={styles.lead}>{short ? copy.hiringText : copy.longText}</p>
            {(!short || filtered) && <VacancyFilters {...view} />}
            {rows.length === 0 ? (
              // The filters' status line above offers the way back to every vacancy.
              <p className={styles.noMatch}>{copy.noMatch}</p>
            ) : short ? (
              <Accordion className={styles.list}>
                {rows.map((vacancy) => (
                  <AccordionItem
                    key={vacancy.slug}
                    title={vacancy.name}
                    summary={<VacancyFacts vacancy={{ ...vacancy, city: placeOf(vacancy) }} labels={copy} />}
                  >
                    {summaries?.[vacancy.slug] ? (
                      <p className={styles.summary}>{summaries[vacancy.slug]}</p>
                    ) : null}
                    <div className={styles.actions}>
                      <Link
                        to="/careers"
                        search={(previous) => ({ ...previous, position: vacancy.slug })}
                        hash="apply"
                        className={styles.button}
                        onClick={(event) => jump(event, vacancy.slug)}
                      >
                        {copy.join}
                      </Link>
                      <Link to="/careers/$slug" params={{ slug: vacancy.slug }} className={styles.more}>
                        {copy.readMore}
                        {/* "Read more" alone says nothing out of context (a screen reader's list of links). */}
                        <span className="visually-hidden"> about {vacancy.name}</span>
                      </Link>
                    </div>
                  </AccordionItem>
                ))}
              </Accordion>
            ) : (
              <>
                <VacancyRows vacancies={rows} />
                <VacancyPages {...view} />
              </>
            )}
          </>
        ) : (
          <div className={styles.empty}>
            <p className={styles.oops}>{copy.emptyText}</p>
            <p className={styles.lead}>{copy.emptyHint}</p>
            <Link to="/careers" hash="apply" className={styles.button} onClick={(event) => jump(event)}>
              {copy.dropLine}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
