import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading at the level its page needs (the public page and the workspace's preview nest them differently). */
export function Heading({
  level,
  id,
  className,
  lang,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  lang?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className} lang={lang}>
      {children}
    </Tag>
  );
}
