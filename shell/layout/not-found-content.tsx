import { Link } from 'react-router';

export function NotFoundContent() {
  return (
    <div className="docs-error-page">
      <h1 tabIndex={-1}>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link that brought you here may be mistyped.</p>
      <ul>
        <li>
          <Link to="/overview">Start with the overview</Link>
        </li>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
      </ul>
    </div>
  );
}
