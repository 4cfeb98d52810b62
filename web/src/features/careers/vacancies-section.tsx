import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Accordion, AccordionItem } from '../../components/accordion/accordion';
import { VacancyContent, VacancyFacts } from '../../components/vacancy-details/vacancy-details';
import { vacanciesCopy as copy } from '../../content/careers';
import { scrollToApply } from './jump-to-apply';
import type { CareersVacancy } from './load-careers';
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
      search: position ? { position } : {},
      hash: 'apply',
      resetScroll: false,
      hashScrollIntoView: false,
    }).then(scrollToApply);
  };
}

export function VacanciesSection({ vacancies }: { vacancies: CareersVacancy[] }) {
  const jump = useJumpToApply();
  const hiring = vacancies.length > 0;

  return (
    <section id="vacancies" className={styles.section} aria-labelledby="vacancies-title">
      <div className="container">
        <h2 id="vacancies-title" className={styles.heading}>
          {hiring ? copy.hiringHeading : copy.emptyHeading}
        </h2>
        {hiring ? (
          <>
            <p className={styles.lead}>{copy.hiringText}</p>
            <Accordion className={styles.list}>
              {vacancies.map((vacancy) => (
                <AccordionItem
                  key={vacancy.id}
                  title={vacancy.name}
                  summary={<VacancyFacts vacancy={vacancy} labels={copy} />}
                >
                  {/* Sanitised in the route loader (load-careers.ts) before it reaches here. */}
                  <VacancyContent html={vacancy.content} />
                  <Link
                    to="/careers"
                    search={{ position: vacancy.name }}
                    hash="apply"
                    className={styles.button}
                    onClick={(event) => jump(event, vacancy.name)}
                  >
                    {copy.join}
                  </Link>
                </AccordionItem>
              ))}
            </Accordion>
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
