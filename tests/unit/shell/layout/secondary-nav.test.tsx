import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, Link, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NavSliceItem } from '../../../../shell/navigation/nav.ts';
import { SecondaryNav } from '../../../../shell/layout/secondary-nav.tsx';

const TREE: NavSliceItem[] = [
  {
    label: 'Signals',
    level: 1,
    children: [
      { label: 'Overview', path: 'guide/signals', level: 2 },
      { label: 'Dependent state with linkedSignal', path: 'guide/signals/linked-signal', level: 2 },
    ],
  },
  { label: 'Blog', path: 'https://blog.example.org', isExternal: true, level: 1 },
];

/** The docs layout in small: the nav beside the page, a link outside the nav, the location. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <SecondaryNav items={TREE} activePath={pathname.slice(1)} loadFullTree={async () => TREE} />
      <main>
        <Link to="/guide/signals/linked-signal">Next page</Link>
        <output aria-label="location">{pathname}</output>
      </main>
    </>
  );
}

function page(path = '/guide/signals') {
  const Stub = createRoutesStub([{ path: '/guide/*', Component: Layout }]);
  return render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  // The enhanced element (Lit) waits for the tree to be visible: in these tests it never is, so the
  // static list under test stays. Phone width: the drawer rules apply.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.classList.remove('docs-scroll-locked');
});

describe('SecondaryNav static list (first paint, no JavaScript)', () => {
  it('lists the slice as links, marks the current page, keeps groups as text and external links in a new window', () => {
    page('/guide/signals/linked-signal');
    const nav = screen.getByRole('navigation', { name: 'Docs' });
    const current = within(nav).getByRole('link', { name: 'Dependent state with linkedSignal' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Signals' })).toBeNull();
    expect(within(nav).getByText('Signals').className).toBe('docs-nav-group-label');
    const external = within(nav).getByRole('link', { name: /^Blog\s*\(opens in a new window\)$/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener');
  });
});

describe('SecondaryNav drawer (below 900 px)', () => {
  it('opens from "Docs menu", makes the page behind inert and locks scrolling; Escape closes it and returns focus', async () => {
    page();
    const toggle = screen.getByRole('button', { name: 'Docs menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Docs' }).dataset.open).toBe('true');
    expect(document.body.classList.contains('docs-scroll-locked')).toBe(true);
    // The page behind turns inert once the open drawer has been painted (use-drawer.ts).
    await vi.waitFor(() => expect((screen.getByRole('main', { hidden: true }) as HTMLElement).inert).toBe(true));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('docs-scroll-locked')).toBe(false);
    expect((screen.getByRole('main') as HTMLElement).inert).toBe(false);
    return vi.waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('closes on a pointer down outside it, without taking focus back', async () => {
    page();
    const toggle = screen.getByRole('button', { name: 'Docs menu' });
    fireEvent.click(toggle);
    const outside = screen.getByRole('status', { hidden: true });
    act(() => {
      outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await Promise.resolve();
    expect(document.activeElement).not.toBe(toggle);
  });

  it('stays open on a pointer down inside it, and closes when the page changes', async () => {
    page();
    const toggle = screen.getByRole('button', { name: 'Docs menu' });
    fireEvent.click(toggle);
    const nav = screen.getByRole('navigation', { name: 'Docs' });
    act(() => {
      within(nav)
        .getByRole('link', { name: 'Overview' })
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(nav).getByRole('link', { name: 'Dependent state with linkedSignal' }));
    expect(await screen.findByText('/guide/signals/linked-signal')).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
