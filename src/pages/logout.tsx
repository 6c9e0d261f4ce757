import type { HeadFC } from 'gatsby';
import { LogoutView } from '../features/account';
import { Seo } from '../features/seo';
import { bgAccount } from '../i18n/account';

export default function Page() {
  return <LogoutView />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.logoutTitle} path="/logout" noindex />;
