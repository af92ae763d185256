import { NotFoundContent } from '../layout/not-found-content.tsx';
import { pageTitle } from '../lib/title.ts';
import { siteConfig } from '../site.config.ts';

export function meta() {
  return [{ title: pageTitle(siteConfig.product, 'Page not found') }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundContent />;
}
