import type { ReactNode } from 'react';

/**
 * One shared reading in a list: the passage's title (with whatever stands beside it), a line of facts,
 * the recording to play, and what the list lets the reader do with it.
 */
export function ReadingCard({
  level,
  title,
  beside,
  facts,
  audioUrl,
  listenLabel,
  state,
  id,
  children,
}: {
  /** The heading's level under the list's own heading. */
  level: 2 | 3;
  title: string;
  beside?: ReactNode;
  facts: string;
  audioUrl: string;
  listenLabel: string;
  state?: string;
  id?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="reading-card" data-state={state} data-id={id}>
      <Heading className="reading-card__head">
        <span className="kai" lang="zh-Hans">
          {title}
        </span>
        {beside && <> {beside}</>}
      </Heading>
      <p className="muted">{facts}</p>
      <audio controls preload="none" src={audioUrl} aria-label={listenLabel} />
      {children}
    </li>
  );
}
