import type { HeadFC, PageProps } from 'gatsby';
import { LoginView } from '../features/account';
import { Seo } from '../features/seo';
import { bgAccount } from '../i18n/account';

export default function Page({ location }: PageProps) {
  return <LoginView location={location} />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.loginTitle} path="/login" noindex />;
