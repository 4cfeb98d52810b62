// Artwork imported with `?art` (see vite.config.ts): the renders of one SVG drawing.
declare module '*.svg?art' {
  const picture: import('../lib/content-shapes').ArtPicture;
  export default picture;
}
