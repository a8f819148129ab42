import type { ToolScreen } from './learn-tools.ts';

/** Line drawings, 24 units square, in the current text colour: marks, not illustrations. */
const PATHS: Record<ToolScreen, string> = {
  // Two speech bubbles: one language into another.
  translation: 'M3 4h10v7H8l-3 3v-3H3zM11 13v3h5l3 3v-3h2V9h-6',
  // A ribbon bookmark.
  bookmarks: 'M6 3h12v18l-6-4.5L6 21z',
  // A magnifying glass.
  searchResult: 'M10.5 4a6.5 6.5 0 1 1 0 13a6.5 6.5 0 0 1 0-13zM15.5 15.5L21 21',
  // A practice grid (田字格) with a stroke in it.
  wordcardTool: 'M4 4h16v16H4zM12 4v16M4 12h16M8 8.5c2.5.5 5.5.5 8-.5',
  // Two arrows turning into each other: one script into the other.
  convertTool: 'M4 9h13l-3-3M20 15H7l3 3',
  // A sheet of grid squares and a brush.
  copyBookTool: 'M4 3h11v18H4zM4 9h11M4 15h11M9.5 3v18M18 4l2 2-4.5 9-1.5.5.5-1.5z',
};

export function ToolIcon({ screen }: { screen: ToolScreen }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" className="tool-card__icon" aria-hidden="true" focusable="false">
      <path
        d={PATHS[screen]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
