import type { HeadFC, PageProps } from 'gatsby';
import { UserView } from '../features/account';
import { Seo } from '../features/seo';
import { bgAccount } from '../i18n/account';

export default function Page({ location }: PageProps) {
  return <UserView location={location} />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.profileTitle} path="/user" noindex />;
