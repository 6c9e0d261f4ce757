import type { HeadFC } from 'gatsby';
import { RegisterView } from '../features/account';
import { Seo } from '../features/seo';
import { bgAccount } from '../i18n/account';

export default function Page() {
  return <RegisterView />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.registerTitle} path="/register" noindex />;
