import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineSections } from '../../../../isomorphic/offline-sections.ts';
import type { SaveProgress, SavedRecord } from '../../../../shell/offline/save.ts';

const LIST: OfflineSections = {
  build: 'b1',
  sections: [
    { id: 'docs', label: 'Docs', pages: 2, bytes: 2_500_000, files: [] },
    { id: 'tutorials', label: 'Tutorials', pages: 3, bytes: 4_400_000, files: [] },
  ],
};

const save = vi.hoisted(() => ({
  loadOfflineSections: vi.fn(),
  savedRecords: vi.fn(),
  saveSection: vi.fn(),
  removeSection: vi.fn(),
  storageLeft: vi.fn(),
}));
vi.mock('../../../../shell/offline/save.ts', () => save);

const { OfflineSave } = await import('../../../../shell/layout/offline-save.tsx');

describe('OfflineSave (footer "Save for offline")', () => {
  beforeEach(() => {
    vi.stubGlobal('caches', {});
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: Promise.resolve({}) }, configurable: true });
    save.loadOfflineSections.mockResolvedValue(LIST);
    save.savedRecords.mockResolvedValue({});
    save.storageLeft.mockResolvedValue(1e9);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    vi.clearAllMocks();
  });

  it('shows nothing where Cache Storage is unavailable (blocked storage)', async () => {
    vi.stubGlobal('caches', undefined);
    const { container } = render(<OfflineSave />);
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing until a service worker is active (none ever, where they are blocked)', async () => {
    let activate: () => void = () => undefined;
    Object.defineProperty(navigator, 'serviceWorker', { value: { ready: new Promise<void>((resolve) => (activate = resolve)) }, configurable: true });
    const { container } = render(<OfflineSave />);
    await act(async () => undefined);
    expect(container.innerHTML).toBe('');
    await act(async () => activate());
    expect(screen.getByRole('button', { name: 'Save for offline' })).toBeTruthy();
  });

  it('lists the sections with their size, shows an announced progress bar while saving, then offers removal', async () => {
    let report: (progress: SaveProgress) => void = () => undefined;
    let finish: (record: SavedRecord) => void = () => undefined;
    save.saveSection.mockImplementation((_list, _section, onProgress: (progress: SaveProgress) => void) => {
      report = onProgress;
      return new Promise<SavedRecord>((resolve) => (finish = resolve));
    });
    render(<OfflineSave />);
    const toggle = await screen.findByRole('button', { name: 'Save for offline' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Sections to save for offline' });
    const row = within(list).getAllByRole('listitem')[1]!;
    expect(row.textContent).toContain('3 pages, 4.4 MB');

    fireEvent.click(within(row).getByRole('button', { name: 'Save Tutorials for offline, 4.4 MB' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(save.saveSection).toHaveBeenCalledWith(LIST, LIST.sections[1], expect.any(Function), expect.any(AbortSignal)));
    expect(status.textContent).toBe('Saving Tutorials for offline: 4.4 MB.');
    act(() => report({ bytesDone: 100_000, bytesTotal: 4_400_000, filesDone: 1, filesTotal: 10 }));
    const bar = within(row).getByRole('progressbar', { name: 'Saving Tutorials' });
    expect(bar.getAttribute('value')).toBe('100000');
    expect(bar.getAttribute('max')).toBe('4400000');
    // Announced every 10 %, not at every file.
    expect(status.textContent).toBe('Saving Tutorials for offline: 4.4 MB.');
    act(() => report({ bytesDone: 2_300_000, bytesTotal: 4_400_000, filesDone: 5, filesTotal: 10 }));
    expect(status.textContent).toBe('Saving Tutorials: 50 %');
    act(() => report({ bytesDone: 2_400_000, bytesTotal: 4_400_000, filesDone: 6, filesTotal: 10 }));
    expect(status.textContent).toBe('Saving Tutorials: 50 %');
    // Only one section saves at a time.
    expect((within(list).getAllByRole('listitem')[0]!.querySelector('button') as HTMLButtonElement).disabled).toBe(true);

    await act(async () => finish({ id: 'tutorials', build: 'b1', urls: [], bytes: 4_400_000, complete: true }));
    expect(status.textContent).toBe('Tutorials saved for offline: 3 pages, 4.4 MB.');
    expect(within(row).queryByRole('progressbar')).toBeNull();
    expect(row.textContent).toContain('saved');

    save.removeSection.mockResolvedValue(undefined);
    save.savedRecords.mockResolvedValue({});
    fireEvent.click(within(row).getByRole('button', { name: 'Remove offline copy of Tutorials' }));
    await waitFor(() => expect(status.textContent).toBe('Offline copy of Tutorials removed.'));
    expect(save.removeSection).toHaveBeenCalledWith('tutorials');
    expect(within(row).getByRole('button', { name: 'Save Tutorials for offline, 4.4 MB' })).toBeTruthy();
  });

  it('says so and does not start when the storage left is smaller than the section', async () => {
    save.storageLeft.mockResolvedValue(1_000_000);
    render(<OfflineSave />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save for offline' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Docs for offline, 2.5 MB' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not enough storage to save Docs: it needs 2.5 MB, 1.0 MB is free.'));
    expect(save.saveSection).not.toHaveBeenCalled();
  });
});
