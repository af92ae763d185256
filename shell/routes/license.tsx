import { Link } from 'react-router';
import { pageMeta } from '../head/page-meta.ts';
import { pageTitle } from '../head/title.ts';
import { siteConfig } from '../../isomorphic/site.config.ts';
import type { Route } from './+types/license';

const DESCRIPTION = `${siteConfig.product} is released under the ${siteConfig.license.code} License; this documentation is licensed under ${siteConfig.license.docs}. What each license lets you do.`;

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    origin: siteConfig.origin,
    product: siteConfig.product,
    title: pageTitle(siteConfig.product, 'License'),
    headline: 'License',
    description: DESCRIPTION,
    pathname: location.pathname,
    crumbs: undefined,
    type: 'website',
  });
}

/** The license file shipped in every `@angular/*` package (node_modules/@angular/core/LICENSE). */
const MIT_TEXT = `The MIT License

Copyright (c) 2010-2026 Google LLC. https://angular.dev/license

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in
all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
THE SOFTWARE.`;

const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';

export default function License() {
  return (
    <div className="docs-footer-page">
      <article className="docs-article docs-viewer">
        <h1 id="license" tabIndex={-1}>
          License
        </h1>
        <p>
          Two licenses cover what you find here: one for the framework's source code, which you ship inside your applications, and one for the text and examples
          of this documentation. Both let you reuse the material, including commercially, as long as you keep the credit.
        </p>

        <h2 id="framework-code">Framework code: {siteConfig.license.code}</h2>
        <p>
          Every <code>@angular/*</code> package is published under the {siteConfig.license.code} License; each package carries the full text in its{' '}
          <code>LICENSE</code> file and declares it in the <code>license</code> field of its <code>package.json</code>. In practice this means:
        </p>
        <ul>
          <li>You may use the framework in open-source, internal and commercial applications, free of charge.</li>
          <li>You may copy, change and redistribute the code, and build your own products on top of it.</li>
          <li>
            When you redistribute the framework's source (not only an application built with it), keep the copyright notice and the license text with it.
            Bundlers usually collect these notices for you.
          </li>
          <li>The code comes without warranty: the authors are not liable for how you use it.</li>
        </ul>
        <p>This is the text as shipped in the packages:</p>
        <pre className="docs-license-text" tabIndex={0} aria-label={`${siteConfig.license.code} License text`}>
          {MIT_TEXT}
        </pre>

        <h2 id="documentation">Documentation: {siteConfig.license.docs}</h2>
        <p>
          The pages, guides, tutorials and diagrams on this site are licensed under the{' '}
          <a href={CC_BY_URL} target="_blank" rel="noopener">
            Creative Commons Attribution 4.0 International license
          </a>{' '}
          ({siteConfig.license.docs}). You may share and adapt them for any purpose, as long as you:
        </p>
        <ul>
          <li>name the source, for example "{siteConfig.product} documentation", with a link to the page you used;</li>
          <li>link to the license;</li>
          <li>say whether you changed the material.</li>
        </ul>
        <p>
          Code samples count as code: like the framework, they fall under the {siteConfig.license.code} License, as the footer of every page states. Paste them
          into your applications freely.
        </p>

        <h2 id="logos">Logos and the name</h2>
        <p>
          Neither license grants rights to the project's name or logo. The <Link to="/press-kit">press kit</Link> explains how to use the logo when you write or
          talk about {siteConfig.product}.
        </p>
      </article>
    </div>
  );
}
