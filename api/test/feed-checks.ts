import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { expect } from 'vitest';

/**
 * The feed formats' required parts, checked on what a reader parses: the XML through a strict,
 * namespace-aware parser (@xmldom/xmldom; any warning or error fails), each element by its
 * namespace and local name. RSS 2.0 (the RSS Advisory Board's specification), Atom (RFC 4287) and
 * JSON Feed 1.1 (jsonfeed.org/version/1.1).
 */

export const NS = {
  atom: 'http://www.w3.org/2005/Atom',
  content: 'http://purl.org/rss/1.0/modules/content/',
  media: 'http://search.yahoo.com/mrss/',
};

export function parseXml(text: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`XML ${level}: ${message}`);
    },
  }).parseFromString(text, 'text/xml');
}

/** Child elements by local name and namespace (null: no namespace, as RSS's own elements). */
export function kids(el: Element, name: string, ns: string | null = null): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === name && ((n as Element).namespaceURI ?? null) === ns)
      out.push(n as Element);
  }
  return out;
}

export function one(el: Element, name: string, ns: string | null = null): Element {
  const found = kids(el, name, ns);
  expect(found, `exactly one <${name}> in <${el.localName}>`).toHaveLength(1);
  return found[0]!;
}

export const text = (el: Element) => el.textContent ?? '';

const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const absolute = (url: string) => expect(new URL(url).protocol).toMatch(/^https?:$/);

export type FeedItem = {
  id: string;
  title: string;
  link: string;
  html: string;
  category: string;
  cover?: string;
};

/** RSS 2.0: <rss version="2.0"> with one channel (title, link, description), items dated RFC 822. */
export function checkRss(xml: string, selfUrl: string): FeedItem[] {
  const root = parseXml(xml).documentElement!;
  expect(root.localName).toBe('rss');
  expect(root.namespaceURI ?? null).toBeNull();
  expect(root.getAttribute('version')).toBe('2.0');
  const channel = one(root, 'channel');
  expect(text(one(channel, 'title'))).not.toBe('');
  absolute(text(one(channel, 'link')));
  expect(text(one(channel, 'description'))).not.toBe('');
  const lastBuild = kids(channel, 'lastBuildDate');
  if (lastBuild.length) expect(text(lastBuild[0]!)).toMatch(RFC822);
  const self = kids(channel, 'link', NS.atom).find((l) => l.getAttribute('rel') === 'self');
  expect(self?.getAttribute('href')).toBe(selfUrl);
  return kids(channel, 'item').map((item) => {
    // An item needs a title or a description; ours have both, and a permanent guid.
    const title = text(one(item, 'title'));
    expect(text(one(item, 'description'))).not.toBe('');
    expect(text(one(item, 'pubDate'))).toMatch(RFC822);
    const link = text(one(item, 'link'));
    absolute(link);
    const guid = one(item, 'guid');
    expect(guid.getAttribute('isPermaLink')).toBe('false');
    for (const enclosure of kids(item, 'enclosure')) {
      absolute(enclosure.getAttribute('url')!);
      expect(enclosure.getAttribute('length')).toMatch(/^\d+$/);
      expect(enclosure.getAttribute('type')).toMatch(/^image\/[a-z+.-]+$/);
    }
    const media = kids(item, 'content', NS.media)[0];
    return {
      id: text(guid),
      title,
      link,
      html: text(one(item, 'encoded', NS.content)),
      category: text(one(item, 'category')),
      ...(media ? { cover: media.getAttribute('url')! } : {}),
    };
  });
}

/** Atom: id, title, updated (RFC 3339), an author and a self link on the feed; id, title, updated on each entry. */
export function checkAtom(xml: string, selfUrl: string): FeedItem[] {
  const root = parseXml(xml).documentElement!;
  expect(root.localName).toBe('feed');
  expect(root.namespaceURI).toBe(NS.atom);
  expect(text(one(root, 'id', NS.atom))).toMatch(/^[a-z][a-z0-9+.-]*:/);
  expect(text(one(root, 'title', NS.atom))).not.toBe('');
  expect(text(one(root, 'updated', NS.atom))).toMatch(RFC3339);
  expect(text(one(one(root, 'author', NS.atom), 'name', NS.atom))).not.toBe('');
  const links = kids(root, 'link', NS.atom);
  expect(links.find((l) => l.getAttribute('rel') === 'self')?.getAttribute('href')).toBe(selfUrl);
  const entries = kids(root, 'entry', NS.atom).map((entry) => {
    const title = one(entry, 'title', NS.atom);
    expect(title.getAttribute('type') ?? 'text').toBe('text');
    expect(text(one(entry, 'updated', NS.atom))).toMatch(RFC3339);
    const alternate = kids(entry, 'link', NS.atom).filter(
      (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    expect(alternate).toHaveLength(1);
    const content = one(entry, 'content', NS.atom);
    expect(content.getAttribute('type')).toBe('html');
    const cover = kids(entry, 'link', NS.atom).find((l) => l.getAttribute('rel') === 'enclosure');
    return {
      id: text(one(entry, 'id', NS.atom)),
      title: text(title),
      link: alternate[0]!.getAttribute('href')!,
      html: text(content),
      category: one(entry, 'category', NS.atom).getAttribute('term')!,
      ...(cover ? { cover: cover.getAttribute('href')! } : {}),
    };
  });
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return entries;
}

/** JSON Feed 1.1: its version, a title, items with an id and content; no 1.0-only `author`. */
export function checkJsonFeed(json: string, selfUrl: string): FeedItem[] {
  const feed = JSON.parse(json) as Record<string, any>;
  expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof feed.title).toBe('string');
  expect(feed.feed_url).toBe(selfUrl);
  absolute(feed.home_page_url);
  expect(feed.author).toBeUndefined();
  expect(Array.isArray(feed.authors) && feed.authors.every((a: any) => typeof a.name === 'string')).toBe(
    true,
  );
  expect(Array.isArray(feed.items)).toBe(true);
  return (feed.items as Record<string, any>[]).map((item) => {
    expect(typeof item.id).toBe('string');
    expect(item.id).not.toBe('');
    expect(typeof item.content_html).toBe('string');
    absolute(item.url);
    expect(item.date_published).toMatch(RFC3339);
    expect(item.date_modified).toMatch(RFC3339);
    expect(item.author).toBeUndefined();
    if (item.image) absolute(item.image);
    return {
      id: item.id,
      title: item.title,
      link: item.url,
      html: item.content_html,
      category: item.tags[0],
      ...(item.image ? { cover: item.image } : {}),
    };
  });
}
