/** A learner's photo, or the first character of their nickname on a tinted disc when there is none. */
export function Avatar({ photo, name, size = 'small' }: { photo: string; name: string; size?: 'small' | 'large' }) {
  const className = `avatar avatar--${size}`;
  if (photo) return <img className={className} src={photo} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {[...name.trim()][0] ?? '?'}
    </span>
  );
}
