import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { QueryScreen } from './query-screen.tsx';

/** PscScoreQuery: a PSC score by at least two of name, identity number and ticket number. */
export default function ScoreQueryPage({ route }: ScreenProps) {
  return <QueryScreen route={route} kind="score" />;
}
