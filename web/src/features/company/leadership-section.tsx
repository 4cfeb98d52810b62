import collage from '../../art/company/team-collage.svg?art';
import { Picture } from '../../components/picture/picture';
import { leadership as copy, team } from '../../content/company';
import { useSiteSettings } from '../../lib/site-settings';
import styles from './leadership-section.module.css';

const photoSizes = '(min-width: 1024px) 300px, calc(50vw - 36px)';

/** Four people cards (the second photo shows on hover) and the team collage. */
export function LeadershipSection() {
  const { teamProfiles } = useSiteSettings();
  return (
    <section className={styles.section} aria-labelledby="leadership-title">
      <div className="container">
        <h2 id="leadership-title">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <ul className={styles.cards} role="list">
          {team.map((member) => (
            <li key={member.name} className={styles.card}>
              <div className={styles.photos}>
                <Picture art={member.photos[0]} alt={`Portrait of ${member.name}`} sizes={photoSizes} />
                <div className={styles.second}>
                  <Picture art={member.photos[1]} alt="" sizes={photoSizes} />
                </div>
              </div>
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.position}>{member.position}</p>
              {teamProfiles[member.profile] && (
                <a
                  className={styles.profile}
                  href={teamProfiles[member.profile]!}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`LinkedIn: ${member.name}’s profile (opens in a new tab)`}
                >
                  <ProfileIcon />
                  LinkedIn
                </a>
              )}
            </li>
          ))}
        </ul>
        <h3 className={styles.collageTitle}>{copy.collageHeading}</h3>
        <Picture
          art={collage}
          alt={copy.collageAlt}
          sizes="(min-width: 1300px) 1260px, calc(100vw - 40px)"
          className={styles.collage}
        />
      </div>
    </section>
  );
}

function ProfileIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="currentColor" />
      <path
        d="M7 10v7M7 7v.01M11 17v-7M11 13c0-2 1.2-3 2.8-3S17 11 17 13v4"
        stroke="#ffffff"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
