import type { HeadFC } from 'gatsby';
import { RenewView } from '../../features/account';
import { Seo } from '../../features/seo';
import { bgAccount } from '../../i18n/account';

export default function Page() {
  return <RenewView />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.renewTitle} path="/password/renew" noindex />;
