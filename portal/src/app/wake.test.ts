import { describe, expect, it, vi } from 'vitest';
import { holdEarlyTaps, onFirstUseOrSight } from './wake';

/** A window with its own events and an IntersectionObserver the test drives. */
function fakeWindow(withObserver = true) {
  const observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void; observed: Element[]; disconnected: boolean }> = [];
  class FakeObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
      this.record = { callback, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = Object.assign(new EventTarget(), withObserver ? { IntersectionObserver: FakeObserver } : {});
  return {
    win: win as unknown as Window,
    observers,
    fire: (type: string) => win.dispatchEvent(new Event(type)),
    seen: (isIntersecting: boolean) => observers.forEach((o) => o.callback([{ isIntersecting }])),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onFirstUseOrSight', () => {
  it('starts at the first tap, key or focus, once', async () => {
    for (const use of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
      const { win, fire, seen, observers } = fakeWindow();
      const start = vi.fn(async () => undefined);
      onFirstUseOrSight(start, [document.createElement('form')], win);
      expect(start).not.toHaveBeenCalled();
      fire(use);
      expect(start).toHaveBeenCalledTimes(1);
      expect(observers[0].disconnected).toBe(true);
      fire(use);
      seen(true);
      await flush();
      expect(start).toHaveBeenCalledTimes(1);
    }
  });

  it('starts when a form comes on screen, not while none is, and not on a scroll alone', async () => {
    const forms = [document.createElement('form'), document.createElement('form')];
    const { win, fire, seen, observers } = fakeWindow();
    const start = vi.fn(async () => undefined);
    onFirstUseOrSight(start, forms, win);
    expect(observers[0].observed).toEqual(forms);
    seen(false);
    fire('scroll');
    fire('load');
    expect(start).not.toHaveBeenCalled();
    seen(true);
    fire('keydown');
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('watches nothing on a page without a form, or where the browser cannot', () => {
    const none = fakeWindow();
    onFirstUseOrSight(vi.fn(async () => undefined), [], none.win);
    expect(none.observers).toHaveLength(0);
    const old = fakeWindow(false);
    const start = vi.fn(async () => undefined);
    onFirstUseOrSight(start, [document.createElement('form')], old.win);
    old.fire('pointerdown');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next use when its chunk did not arrive', async () => {
    const { win, fire } = fakeWindow();
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    onFirstUseOrSight(start, [], win);
    fire('keydown');
    await flush();
    fire('keydown');
    await flush();
    fire('keydown');
    await flush();
    expect(start).toHaveBeenCalledTimes(2);
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
