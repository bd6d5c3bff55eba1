import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, onFirstUseOrIdle, REACT_START_MS } from './wake';

/** A window with its own events, load state and idle callbacks (run by the test). */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const idle: Array<{ run: () => void; timeout?: number }> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const win = Object.assign(new EventTarget(), {
    document: { readyState },
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(withIdle && { requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }) }),
  });
  return { win: win as unknown as Window, idle, timers, fire: (type: string) => win.dispatchEvent(new Event(type)) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onFirstUseOrIdle', () => {
  it('waits for the load event, then for idle (at most REACT_START_MS), and starts once', async () => {
    const { win, idle, fire } = fakeWindow('loading');
    const start = vi.fn(async () => undefined);
    onFirstUseOrIdle(start, win);
    expect(idle).toHaveLength(0);
    fire('load');
    expect(idle).toEqual([{ run: expect.any(Function), timeout: REACT_START_MS }]);
    expect(start).not.toHaveBeenCalled();
    idle[0].run();
    fire('focusin');
    fire('pointerdown');
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first tap, key or focus, before the page has loaded, and not again when idle', async () => {
    for (const use of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const { win, idle, fire } = fakeWindow('interactive');
      const start = vi.fn(async () => undefined);
      onFirstUseOrIdle(start, win);
      fire(use);
      expect(start).toHaveBeenCalledTimes(1);
      fire('load');
      idle.forEach((callback) => callback.run());
      fire(use);
      await flush();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('tries again at the next use when its chunk did not arrive', async () => {
    const { win, fire } = fakeWindow('complete');
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    onFirstUseOrIdle(start, win);
    fire('keydown');
    await flush();
    fire('keydown');
    await flush();
    fire('keydown');
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('uses a timer where the browser has no idle callback', () => {
    const { win, timers } = fakeWindow('complete', false);
    const start = vi.fn(async () => undefined);
    onFirstUseOrIdle(start, win);
    expect(timers.map((t) => t.ms)).toEqual([REACT_START_MS]);
    timers[0].run();
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('holdEarlyTaps', () => {
  function page() {
    const root = document.createElement('div');
    root.innerHTML = `
      <button type="button" id="menu"><span id="menu-label">Menu</span></button>
      <button type="button" id="other">Other</button>
      <button type="button" id="off" disabled>Off</button>
      <button type="submit" id="send">Send</button>`;
    document.body.append(root);
    const clicks: string[] = [];
    root.addEventListener('click', (e) => clicks.push((e.target as Element).closest('button')!.id));
    const click = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!.click();
    return { root, clicks, click };
  }

  it('makes the last tap on a button again once hydrated, once', () => {
    const { root, clicks, click } = page();
    const early = holdEarlyTaps(root);
    click('other');
    click('menu-label');
    click('send');
    click('off');
    early.stop();
    clicks.length = 0;
    early.replay();
    early.replay();
    expect(clicks).toEqual(['menu']);
    root.remove();
  });

  it('forgets taps React took itself (after stop) and buttons no longer in the page', () => {
    const { root, clicks, click } = page();
    const early = holdEarlyTaps(root);
    early.stop();
    click('menu');
    clicks.length = 0;
    early.replay();
    expect(clicks).toEqual([]);

    const again = holdEarlyTaps(root);
    click('menu');
    root.querySelector('#menu')!.remove();
    again.stop();
    clicks.length = 0;
    again.replay();
    expect(clicks).toEqual([]);
    root.remove();
  });
});
