import { useState } from 'react';

/** A local image, or a neutral drawing when there is none or it cannot load (offline, not cached). */
export function ImageOrPlaceholder({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt={alt}
        className={className}
        loading="lazy"
        decoding="async"
        width={320}
        height={240}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <svg
      className={`${className} image-placeholder`}
      viewBox="0 0 320 240"
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <rect width="320" height="240" fill="currentColor" opacity="0.08" />
      <path
        d="M160 70 210 112H198V170H172V140H148V170H122V112H110Z"
        fill="currentColor"
        opacity="0.35"
      />
    </svg>
  );
}
