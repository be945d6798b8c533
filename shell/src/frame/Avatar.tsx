// A person's round picture, or the first letter of their name on a quiet disc when they have none.

export interface AvatarProps {
  name: string;
  imageUrl: string;
  size: 'small' | 'medium';
}

export function Avatar({ name, imageUrl, size }: AvatarProps) {
  const pixels = size === 'small' ? 32 : 48;
  return (
    <span className={`site-avatar site-avatar--${size}`} aria-hidden="true">
      {imageUrl ? <img src={imageUrl} alt="" width={pixels} height={pixels} /> : name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
