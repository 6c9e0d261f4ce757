import type { HeadFC, PageProps } from 'gatsby';
import { type ComponentType, lazy, Suspense } from 'react';
import { ConfirmationView, LoginView, LogoutView, RegisterView, RenewView, ResetView, UserView } from '../features/account';
import { Seo } from '../features/seo';
import { UnsubscribeView, WatchdogListView } from '../features/watchdog';
import { bgAccount } from '../i18n/account';
import { bgWatchdog } from '../i18n/watchdog';
import { bgLikes } from '../i18n/likes';

/* The favourites pages carry the cards and the likes code: loaded with those pages only, not with every account page. */
const FavouritesView = lazy(() => import('../features/likes/favourites-views'));

function Favourites({ location }: { location: PageProps['location'] }) {
  return (
    <Suspense fallback={null}>
      <FavouritesView location={location} />
    </Suspense>
  );
}

/** Which account page a path shows; gatsby-node creates each one with this template. */
export type AccountPage =
  'login' | 'register' | 'logout' | 'renew' | 'reset' | 'confirmation' | 'user' | 'favourites' | 'watchdog' | 'watchdogUnsubscribe';

export interface AccountContext {
  page: AccountPage;
  /** Not `path`: Gatsby reserves the page object's field names in a context. */
  pagePath: string;
}

const VIEWS: Record<AccountPage, ComponentType<{ location: PageProps['location'] }>> = {
  login: LoginView,
  register: RegisterView,
  logout: LogoutView,
  renew: RenewView,
  reset: ResetView,
  confirmation: ConfirmationView,
  user: UserView,
  watchdog: WatchdogListView,
  watchdogUnsubscribe: UnsubscribeView,
  favourites: Favourites,
};

const TITLES: Record<AccountPage, string> = {
  login: bgAccount.loginTitle,
  register: bgAccount.registerTitle,
  logout: bgAccount.logoutTitle,
  renew: bgAccount.renewTitle,
  reset: bgAccount.resetTitle,
  confirmation: bgAccount.confirmTitle,
  user: bgAccount.profileTitle,
  watchdog: bgWatchdog.listTitle,
  watchdogUnsubscribe: bgWatchdog.unsubscribeTitle,
  favourites: bgLikes.favouritesTitle,
};

/**
 * Every account page in one template: Gatsby lists each page component in the first-load app script, so one
 * component for all of them keeps every page's first load from growing with each account page.
 */
export default function AccountTemplate({ location, pageContext }: PageProps<object, AccountContext>) {
  const View = VIEWS[pageContext.page];
  return <View location={location} />;
}

export const Head: HeadFC<object, AccountContext> = ({ pageContext }) => (
  <Seo title={TITLES[pageContext.page]} path={pageContext.pagePath} noindex />
);
