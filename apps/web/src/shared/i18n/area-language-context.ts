import { createContext, type ReactNode } from 'react';

/**
 * What a screen's frame needs of the minority area's language scope: the `lang` and direction of the
 * area's content, and the switcher to show under the breadcrumb. A context of its own, with no
 * strings, so the frame (in the home route's initial JavaScript) does not pull the scope in.
 */
export interface AreaLanguageFrame {
  lang?: string;
  dir?: 'rtl' | 'ltr';
  switcher: ReactNode;
}

/** The area language of the frames inside an AreaLanguageScope; null elsewhere. */
export const AreaLanguageContext = createContext<AreaLanguageFrame | null>(null);
