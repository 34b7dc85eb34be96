export interface UserAvatarProps {
  src?: string;
  /** Used for the fallback initial when there is no picture. */
  name?: string;
  size: number;
  alt: string;
}

/** A round avatar: the user's picture, or the first letter of their name. */
export function UserAvatar({ src, name, size, alt }: UserAvatarProps) {
  if (src) {
    return <img className="user-avatar" src={src} alt={alt} width={size} height={size} />;
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
