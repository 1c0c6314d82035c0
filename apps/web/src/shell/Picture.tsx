import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';
import defaultPicture from '../assets/default-picture.svg';

export { defaultAvatar, defaultPicture };

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src?: string | null;
  /** Shown when `src` is empty or fails to load (spec §9: a fixed default image). */
  fallback?: string;
}

/** An image that falls back to the default picture when missing or broken. */
export function Picture({ src, fallback = defaultPicture, alt = '', ...rest }: PictureProps) {
  const onError = (e: SyntheticEvent<HTMLImageElement>) => {
    // Swap once: a broken fallback must not loop.
    if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
  };
  return <img src={src || fallback} alt={alt} onError={onError} {...rest} />;
}
