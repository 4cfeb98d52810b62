import { Link, useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { countryName } from '@agency/schema/countries';
import collage from '../../art/company/team-collage.svg?art';
import { Picture } from '../../components/picture/picture';
import { VacancyContent } from '../../components/vacancy-details/vacancy-details';
import { vacancyPageCopy as copy } from '../../content/careers';
import { JobApplicationSection } from './application-form';
import { scrollToApply } from './jump-to-apply';
import type { CareersVacancy } from './load-careers';
import { positionOf } from './vacancy-list';
import { VacancyPosting } from './vacancy-posting';
import styles from './vacancy-page.module.css';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** "Kyiv, Ukraine", "Remote, from Ukraine", or both; the city alone for an older row with no country. */
function locationLines({ city, country, remote }: CareersVacancy): string[] {
  const name = country ? countryName(country) : '';
  return [
    ...(city ? [name ? `${city}, ${name}` : city] : []),
    ...(remote ? [name ? copy.remoteIn(name) : 'Remote'] : []),
  ];
}

/**
 * One vacancy's page, /careers/{slug}: its full text (sanitised when it was written), where the
 * job is, the English level and experience, and the application form with this vacancy chosen.
 * Its JobPosting is here, the one place Google wants it (decision 038).
 */
export function VacancyPage({ vacancy }: { vacancy: CareersVacancy }) {
  const navigate = useNavigate();
  const path = `/careers/${vacancy.slug}`;
  // Without JavaScript a plain jump to #apply; with it, the page glides to the form.
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate({
      to: '/careers/$slug',
      params: { slug: vacancy.slug },
      hash: 'apply',
      resetScroll: false,
      hashScrollIntoView: false,
    }).then(scrollToApply);
  };
  return (
    <>
      <VacancyPosting vacancy={vacancy} path={path} />
      <article className={styles.page} aria-labelledby="vacancy-title">
        <header className={styles.hero}>
          <div className={`container ${styles.heroInner}`}>
            <div className={styles.heroText}>
              <nav aria-label="Breadcrumb" className={styles.crumbs}>
                <Link to="/careers">Careers</Link>
                <span aria-hidden="true"> / </span>
                <span aria-current="page">{vacancy.name}</span>
              </nav>
              <h1 id="vacancy-title" className={styles.title}>
                <span className={styles.eyebrow}>{copy.eyebrow}</span> <span>{vacancy.name}</span>
              </h1>
              <dl className={styles.facts}>
                <div>
                  <dt>{copy.location}</dt>
                  {locationLines(vacancy).map((line) => (
                    <dd key={line}>{line}</dd>
                  ))}
                </div>
                <div>
                  <dt>{copy.language}</dt>
                  <dd>{vacancy.languageLvl}</dd>
                </div>
                <div>
                  <dt>{copy.experience}</dt>
                  <dd>{vacancy.experience}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                <Link
                  to="/careers/$slug"
                  params={{ slug: vacancy.slug }}
                  hash="apply"
                  className={styles.apply}
                  onClick={jump}
                >
                  {copy.apply}
                </Link>
                <Link to="/careers" className={styles.back}>
                  <span aria-hidden="true">← </span>
                  {copy.back}
                </Link>
              </div>
            </div>
            {/* The page's main picture: painted first, then the code loads (decision 032). Without
                it the cookie banner, drawn after the code, was the largest paint (LCP 2.8 s). */}
            <Picture
              art={collage}
              alt=""
              priority
              sizes="(min-width: 1024px) 560px, calc(100vw - 40px)"
              className={styles.picture}
            />
          </div>
        </header>
        <StaticSection>
          <div className="container">
            <div className={styles.body}>
              <VacancyContent html={vacancy.content} />
            </div>
          </div>
        </StaticSection>
      </article>
      <HydrateWhenVisible>
        <JobApplicationSection
          hiring
          positions={[{ slug: vacancy.slug, label: positionOf(vacancy) }]}
          preset={vacancy.slug}
        />
      </HydrateWhenVisible>
    </>
  );
}
