import { useEffect, useRef, useState } from 'react';

export interface UserAvatarProps {
  src?: string;
  /** Used for the fallback initial when there is no picture. */
  name?: string;
  size: number;
  alt: string;
}

/** The picture's failure is known only in the browser: a server render always shows the <img>. */
function useImageFailed(src: string | undefined) {
  const image = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string>();
  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return {
    image,
    failed: src !== undefined && failedSrc === src,
    onError: () => setFailedSrc(src),
  };
}

/**
 * A round avatar: the user's picture, or the first letter of their name when there is no
 * picture or it does not load (upstream down, dead address).
 */
export function UserAvatar({ src, name, size, alt }: UserAvatarProps) {
  const { image, failed, onError } = useImageFailed(src);
  if (src && !failed) {
    return (
      <img
        ref={image}
        className="user-avatar"
        src={src}
        alt={alt}
        width={size}
        height={size}
        onError={onError}
      />
    );
  }
  return (
    <span
      className="user-avatar user-avatar--initial"
      style={{ width: size, height: size }}
      role="img"
      aria-label={alt}
    >
      {name ? Array.from(name)[0] : '?'}
    </span>
  );
}
