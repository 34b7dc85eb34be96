import type { ReactNode } from 'react';

export interface DetailHeroProps {
  /** The wide (16:9) image: the page's largest paint, so it is fetched first, not lazily. */
  image: string;
  alt: string;
  /** What sits beside the image: summary, facts, tags. */
  children: ReactNode;
}

/** The top of a game or role page: its wide image with the key facts beside it. */
export function DetailHero({ image, alt, children }: DetailHeroProps) {
  return (
    <div className="detail-hero">
      <img
        className="detail-hero__image"
        src={image}
        alt={alt}
        width={1280}
        height={720}
        fetchPriority="high"
      />
      <div className="detail-hero__info">{children}</div>
    </div>
  );
}
