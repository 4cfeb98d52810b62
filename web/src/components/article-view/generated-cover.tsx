import { coverDrawing } from '@agency/schema/generated-cover';
import type { ArticleCategory } from '../../gql/graphql';

/**
 * The cover of an article that has no uploaded picture, drawn from its title and category
 * (@agency/schema/generated-cover, which the API's social card draws too). The same input gives
 * the same markup on the server and in the browser, so hydration matches. Inline SVG: nothing to
 * download, no layout shift, and nothing the CSP has to allow. Decorative: the title next to it
 * says what the article is about.
 */
export function GeneratedCover({
  title,
  category,
  className,
}: {
  title: string;
  /** '' while an unsaved article has no category yet (the admin preview). */
  category: ArticleCategory | '';
  className?: string;
}) {
  const { palette, blobs, ring, wave, motif } = coverDrawing(title, category);
  return (
    <svg
      className={className}
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="generated-cover"
    >
      <rect width="640" height="360" fill={palette.background} />
      {blobs.map((blob, i) => (
        <circle key={i} cx={blob.cx} cy={blob.cy} r={blob.r} fill={blob.fill} opacity={blob.opacity} />
      ))}
      <path d={wave} fill="none" stroke={palette.line} strokeWidth="6" strokeLinecap="round" opacity="0.7" />
      <circle
        cx={ring.cx}
        cy={ring.cy}
        r={ring.r}
        fill="none"
        stroke={ring.stroke}
        strokeWidth={ring.width}
        opacity="0.8"
      />
      <g
        transform={`translate(${motif.x} ${motif.y}) scale(1.4)`}
        fill="none"
        stroke="#ffffff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={palette.motif} />
      </g>
    </svg>
  );
}
