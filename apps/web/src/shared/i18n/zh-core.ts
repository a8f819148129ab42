/**
 * The sections of the zh source that the first screen of any route needs: the shell (header, menus,
 * footer, notices, the login prompt), the home page, screen and area names, and every error message.
 * They are bundled with the app; the rest of zh loads with the first other screen (i18n.ts), so the
 * home route's initial JavaScript carries only these. The build fails when the initial JavaScript uses
 * a key of any other section (vite.config.ts).
 */
export {
  app,
  areas,
  common,
  devNotice,
  errors,
  footer,
  guard,
  home,
  mobileBinding,
  nav,
  offline,
  screens,
  search,
} from '../../locales/zh.json';
