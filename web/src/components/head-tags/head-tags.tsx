import { Asset, useRouter, useTags } from '@tanstack/react-router';

/**
 * TanStack's `<HeadContent />`, keyed more cheaply. Its key for each tag is the tag written out as
 * JSON, which for the page's inlined CSS (decision 008) meant copying and escaping the whole
 * stylesheet into a key on every server render, a cost that showed in profiles of an uncached page
 * view (decision 035). A document has one inlined stylesheet, so it is keyed by that alone; every
 * other tag is small and keeps TanStack's key, so a changed script or meta tag is still a new
 * element after a navigation.
 */
export function HeadTags() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <>
      {tags.map((tag) => (
        <Asset
          {...tag}
          key={'inlineCss' in tag && tag.inlineCss ? 'tsr-inline-css' : `tsr-meta-${JSON.stringify(tag)}`}
          nonce={nonce}
        />
      ))}
    </>
  );
}
