import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { notify } from '../../../components/toasts/notify';
import type { AdminMediaLibraryQuery } from '../gql/graphql';
import ui from '../ui/admin-ui.module.css';
import { errorMessage } from '../ui/errors';
import { ListState, LoadMore } from '../ui/list-state';
import { SearchBox } from '../ui/search-box';
import { FocalPointPicker } from './focal-point-picker';
import { AdminMediaLibraryDocument, AdminSetMediaFocalPointDocument } from './media-documents';
import styles from './media-page.module.css';

type Picture = AdminMediaLibraryQuery['mediaLibrary']['items'][number];

const PAGE = 24;
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const USAGE = { COVER: 'cover', SHARE: 'social image', INLINE: 'in the text' } as const;
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The media library (decision 048): every uploaded picture, newest first, searchable by file name
 * and alt text, with where each is used and its focal point. Pictures nobody uses are removed by
 * the server after MEDIA_GRACE_DAYS; the list says since when each has been unused.
 */
export function MediaPage({
  search,
  onSearch,
}: {
  search: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const [editing, setEditing] = useState<string>();
  const variables = { search: search || null, first: PAGE };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(AdminMediaLibraryDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const [setFocal, focal] = useMutation(AdminSetMediaFocalPointDocument);
  const page = (data ?? previousData)?.mediaLibrary;
  const items = page?.items ?? [];

  const loadMore = () =>
    void fetchMore({
      variables: { ...variables, after: page?.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        mediaLibrary: {
          ...fetchMoreResult.mediaLibrary,
          items: [...prev.mediaLibrary.items, ...fetchMoreResult.mediaLibrary.items],
        },
      }),
    });

  async function saveFocal(picture: Picture, point: { x: number; y: number }) {
    try {
      await setFocal({ variables: { id: picture.id, ...point } });
      setEditing(undefined);
      notify.success(`Focal point of ${picture.name} saved.`);
    } catch (err) {
      notify.error(errorMessage(err, 'The focal point could not be saved.'));
    }
  }

  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <h1 className={ui.title}>Media</h1>
      </div>
      <p className={ui.hint}>
        Every picture uploaded for articles: covers and pictures in the text. Pictures no article uses are
        removed automatically after a grace period.
      </p>
      <SearchBox
        id="media-search"
        label="Search pictures"
        placeholder="File name or alt text"
        value={search}
        onSearch={onSearch}
      />
      <ListState
        loading={loading}
        error={error ? errorMessage(error, 'The pictures could not be loaded.') : undefined}
        empty={items.length === 0}
        emptyText={search ? 'No picture matches this search.' : 'No pictures uploaded yet.'}
        onRetry={() => void refetch()}
      >
        <ul className={styles.grid} aria-label="Pictures">
          {items.map((picture) => (
            <li key={picture.id} className={styles.card}>
              {editing === picture.id ? (
                <FocalPointPicker
                  src={picture.url}
                  name={picture.name}
                  width={picture.width}
                  height={picture.height}
                  initial={{ x: picture.focalX, y: picture.focalY }}
                  saving={focal.loading}
                  onSave={(point) => void saveFocal(picture, point)}
                  onCancel={() => setEditing(undefined)}
                />
              ) : (
                <img
                  className={styles.thumb}
                  src={`${picture.url}/320.webp`}
                  srcSet={`${picture.url}/320.webp 320w, ${picture.url}/640.webp 640w`}
                  sizes="(min-width: 768px) 280px, 100vw"
                  alt={picture.uses[0]?.alt || picture.name}
                  width={320}
                  height={180}
                  loading="lazy"
                  style={{ objectPosition: `${picture.focalX * 100}% ${picture.focalY * 100}%` }}
                />
              )}
              <div className={styles.facts}>
                <h2 className={styles.name}>{picture.name}</h2>
                <p className={styles.meta}>
                  {picture.width && picture.height ? `${picture.width} × ${picture.height} · ` : ''}
                  {kb(picture.size)} · {WHEN.format(new Date(picture.createdAt as string))}
                </p>
                <Uses picture={picture} />
                {editing !== picture.id && (
                  <button type="button" className={ui.button} onClick={() => setEditing(picture.id)}>
                    Set focal point<span className={ui.visuallyHidden}> of {picture.name}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <LoadMore hasMore={page?.hasMore ?? false} loading={loading} onLoadMore={loadMore} />
      </ListState>
    </div>
  );
}

function Uses({ picture }: { picture: Picture }) {
  if (picture.uses.length === 0)
    return (
      <p className={styles.unused}>
        Not used
        {picture.unusedSince ? ` since ${WHEN.format(new Date(picture.unusedSince as string))}` : ''}: it will
        be removed after the grace period.
      </p>
    );
  return (
    <div>
      <p className={styles.usedLabel}>Used in</p>
      <ul className={styles.uses}>
        {picture.uses.map((use) => (
          <li key={`${use.articleId}-${use.usage}`}>
            <Link to="/admin-panel/article/$articleURL/edit" params={{ articleURL: use.slug }}>
              {use.title}
            </Link>{' '}
            ({USAGE[use.usage]}
            {use.published ? '' : ', draft'})
          </li>
        ))}
      </ul>
    </div>
  );
}
