/** An uploaded picture as the API's Picture type gives it (coverImage). */
export type CoverImage = {
  url: string;
  objectPosition: string;
  avifSrcSet: string;
  webpSrcSet: string;
};

type UploadedPictureProps = {
  image: CoverImage;
  alt: string;
  /** The box's width and height: the picture fills it (object-fit: cover) around its focal point. */
  width: number;
  height: number;
  /** The rendered width per layout. */
  sizes: string;
  className?: string;
  /** The page's main image: never lazy. */
  priority?: boolean;
};

/**
 * An uploaded picture (a cover) as responsive AVIF/WebP, cropped to its box around the focal point
 * staff set in the media library (decision 048). The box's width and height are set, so the page
 * does not move when the picture arrives.
 */
export function UploadedPicture({
  image,
  alt,
  width,
  height,
  sizes,
  className,
  priority,
}: UploadedPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        className={className}
        src={image.url}
        alt={alt}
        width={width}
        height={height}
        style={{
          objectFit: 'cover',
          objectPosition: image.objectPosition,
          aspectRatio: `${width} / ${height}`,
        }}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
