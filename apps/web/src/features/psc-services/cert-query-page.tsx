import type { ScreenProps } from '../../shared/screens/screen-props.ts';
import { QueryScreen } from './query-screen.tsx';

/** PscCertQuery: a PSC certificate verified by name, identity number and certificate number. */
export default function CertQueryPage({ route }: ScreenProps) {
  return <QueryScreen route={route} kind="cert" />;
}
