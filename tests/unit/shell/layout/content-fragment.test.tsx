import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentFragment } from '../../../../shell/layout/content-fragment.tsx';

const FRAGMENT = [
  '<p><a href="/guide/signals">Signals guide</a></p>',
  '<p><a href="#usage">Usage</a></p>',
  '<p><a href="https://example.org/blog">External post</a></p>',
  '<p><a href="/essentials/signals.md">Markdown source</a></p>',
  '<button type="button" class="docs-copy-markdown" data-markdown="/essentials/signals.md" hidden>Copy page as Markdown</button>',
].join('');

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="location">{`${pathname}${hash}`}</output>;
}

function page() {
  const Stub = createRoutesStub([
    {
      path: '/essentials/signals',
      Component: () => (
        <>
          <ContentFragment html={FRAGMENT} fragmentKey="essentials/signals" id="content" className="docs-content" />
          <Where />
        </>
      ),
    },
    { path: '/guide/signals', Component: () => <Where /> },
  ]);
  return render(<Stub initialEntries={['/essentials/signals']} />);
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

/**
 * Clicks like a user and says whether the page took the click (prevented the browser's default). The
 * default is then prevented anyway (last listener), as jsdom cannot load another document.
 */
function click(element: Element, init: MouseEventInit = {}): 'page' | 'browser' {
  let taken = false;
  const last = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', last, { once: true });
  fireEvent.click(element, init);
  window.removeEventListener('click', last);
  return taken ? 'page' : 'browser';
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContentFragment links', () => {
  it('renders the fragment and navigates client-side on a plain click of an internal link', async () => {
    page();
    expect(location()).toBe('/essentials/signals');
    const link = screen.getByRole('link', { name: 'Signals guide' });
    expect(click(link)).toBe('page');
    expect(await screen.findByText('/guide/signals')).toBeTruthy();
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    page();
    expect(click(screen.getByRole('link', { name: 'Signals guide' }), { ctrlKey: true })).toBe('browser');
    expect(click(screen.getByRole('link', { name: 'Signals guide' }), { metaKey: true })).toBe('browser');
    expect(location()).toBe('/essentials/signals');
  });

  it('resolves a #anchor link against the current page', async () => {
    page();
    expect(click(screen.getByRole('link', { name: 'Usage' }))).toBe('page');
    expect(await screen.findByText('/essentials/signals#usage')).toBeTruthy();
  });

  it('opens external links in a new window without opener', () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    page();
    expect(click(screen.getByRole('link', { name: 'External post' }))).toBe('page');
    expect(open).toHaveBeenCalledWith('https://example.org/blog', '_blank', 'noopener');
    expect(location()).toBe('/essentials/signals');
  });

  it('leaves same-site files (a page as Markdown) to the browser', () => {
    page();
    expect(click(screen.getByRole('link', { name: 'Markdown source' }))).toBe('browser');
    expect(location()).toBe('/essentials/signals');
  });
});

describe('ContentFragment "Copy page as Markdown"', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(url === '/essentials/signals.md' ? '# Signals\n' : 'nope', { status: url === '/essentials/signals.md' ? 200 : 404 }),
      ),
    );
  });

  it('stays hidden where the clipboard API is missing', () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const { container } = page();
    expect(container.querySelector<HTMLButtonElement>('button.docs-copy-markdown')!.hidden).toBe(true);
  });

  it("is shown with a clipboard, copies the page's Markdown, says so, then reads as before", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    page();
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    expect((button as HTMLButtonElement).hidden).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('# Signals\n');
    act(() => vi.advanceTimersByTime(2000));
    expect(button.textContent).toBe('Copy page as Markdown');
  });

  it('says it could not copy when the Markdown file is missing', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.mocked(fetch).mockResolvedValue(new Response('missing', { status: 404 }));
    page();
    const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(button.textContent).toBe('Could not copy'));
    expect(writeText).not.toHaveBeenCalled();
  });
});
