// The playground runtime's handshake and watchdog against a fake preview document
// (tests/elements/fixtures/fake-preview.html) in a real sandboxed frame: a `ready` that was never heard
// is asked for again; a slow app that keeps saying it is alive is not taken for an endless loop; a
// silent one is, and its frame is replaced; a preview that never starts is restarted once, then the
// run fails with a clear error.
import { expect } from '@open-wc/testing';
import { PlaygroundRuntime } from '../../../playground-runtime/runtime.ts';
import type { Precompiled } from '../../../playground-runtime/runtime.ts';

const FAKE = new URL('../fixtures/fake-preview.html', import.meta.url).href;
const files = { 'src/main.ts': 'export {};\n' };
const precompiled: Precompiled = { files, result: { modules: [], entry: 'src/main.ts' } };

function setUp(mode: string, options: { hangTimeoutMs?: number; readyTimeoutMs?: number; onConsole?: () => void } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const restarts: string[] = [];
  const runtime = new PlaygroundRuntime({ host, previewUrl: `${FAKE}?mode=${mode}`, onRestart: (reason) => restarts.push(reason), ...options });
  return {
    host,
    runtime,
    restarts,
    [Symbol.dispose]() {
      runtime.dispose();
      host.remove();
    },
  };
}

describe('playground runtime', () => {
  it('runs in a sandboxed frame once the preview answers a ping with ready', async () => {
    using t = setUp('ping-only');
    const outcome = await t.runtime.run(files, precompiled);
    expect(outcome.ok, outcome.error).to.equal(true);
    const frame = t.host.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-forms');
    expect(t.restarts).to.deep.equal(['']);
  });

  it('waits for a slow app that keeps sending heartbeats, beyond the silence limit', async () => {
    using t = setUp('slow', { hangTimeoutMs: 500 });
    const outcome = await t.runtime.run(files, precompiled);
    expect(outcome.ok, outcome.error).to.equal(true);
    expect(outcome.renderMs).to.be.greaterThan(1400);
    expect(t.restarts).to.deep.equal(['']);
  });

  it('stops a silent app after the silence limit and replaces its frame', async () => {
    using t = setUp('silent', { hangTimeoutMs: 500 });
    const first = t.host.querySelector('iframe');
    const outcome = await t.runtime.run(files, precompiled);
    expect(outcome.ok).to.equal(false);
    expect(outcome.error).to.contain('did not finish within 0.5 s');
    expect(t.restarts).to.have.length(2);
    expect(t.host.querySelectorAll('iframe')).to.have.length(1);
    expect(t.host.querySelector('iframe')).not.to.equal(first ?? undefined);
  });

  it('restarts a preview that does not start once, then reports that it could not start', async () => {
    using t = setUp('never-ready', { readyTimeoutMs: 600 });
    const outcome = await t.runtime.run(files, precompiled);
    expect(outcome.ok).to.equal(false);
    expect(outcome.error).to.contain('could not start');
    expect(t.restarts).to.deep.equal(['', 'The preview did not start in time, so it was restarted.']);
    expect(t.host.querySelectorAll('iframe')).to.have.length(1);
  });

  it('ends a run in progress when disposed, without creating a new frame', async () => {
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const t = setUp('silent', { hangTimeoutMs: 60_000, onConsole: () => started() });
    const run = t.runtime.run(files, precompiled);
    await running;
    t[Symbol.dispose]();
    const outcome = await run;
    expect(outcome.ok).to.equal(false);
    expect(outcome.error).to.contain('disposed');
    expect(t.host.querySelector('iframe')).to.equal(null);
  });
});
