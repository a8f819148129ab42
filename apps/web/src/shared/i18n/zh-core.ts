/**
 * The sections of the zh source that the home route needs: the shell (header, menus, footer, the
 * noInternet notice), the home page, area names and the shell's few screen titles
 * (shell-screen-titles.ts). They are bundled with the app; the rest of zh loads before any other
 * screen shows (i18n.ts), so the home route's initial JavaScript carries only these. The build fails
 * when the initial JavaScript uses a key not bundled here (vite.config.ts).
 */
export { app, areas, common, footer, home, nav, offline, search } from '../../locales/zh.json';
export { screens } from './shell-screen-titles.ts';
