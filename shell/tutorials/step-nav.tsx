/** A tutorial page's navigation: the step menu above the text and the previous/next links under it. */
import { Link } from 'react-router';
import type { TutorialData } from '../../isomorphic/tutorial-types.ts';
import { stepLinkLabel, stepPosition } from './step-labels.ts';
import type { TutorialPageData } from './tutorial-pages.ts';

/** Back to the tutorials, and every step of this tutorial in a disclosure. */
export function StepMenu({ page }: { page: Pick<TutorialPageData, 'tutorial' | 'data' | 'steps' | 'path'> }) {
  return (
    <nav aria-label="Tutorial steps" className="tut-steps">
      <Link to="/tutorials" className="tut-crumb">
        Tutorials
      </Link>
      <details className="tut-step-menu">
        <summary>
          {page.tutorial.title}
          {stepPosition(page.data.step, page.steps.length)}
        </summary>
        <ol>
          {page.steps.map((link) => (
            <li key={link.path}>
              <Link to={`/${link.path}`} aria-current={link.path === page.path ? 'page' : undefined}>
                {stepLinkLabel(link)}
              </Link>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}

/** A step link, or a disabled look-alike at either end of the tutorial. */
function StepLink({ to, rel, children }: { to: string | undefined; rel: 'prev' | 'next'; children: string }) {
  return to ? (
    <Link to={`/${to}`} className="pg-button" rel={rel}>
      {children}
    </Link>
  ) : (
    <span className="pg-button" aria-disabled="true" role="link">
      {children}
    </span>
  );
}

export function PrevNext({ step }: { step: Pick<TutorialData, 'previousStep' | 'nextStep'> }) {
  return (
    <nav aria-label="Previous and next step" className="tut-prev-next">
      <StepLink to={step.previousStep} rel="prev">
        ← Previous
      </StepLink>
      <StepLink to={step.nextStep} rel="next">
        Next →
      </StepLink>
    </nav>
  );
}
