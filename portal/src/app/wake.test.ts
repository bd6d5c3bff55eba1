import { describe, expect, it, vi } from 'vitest';
import { fetchModules, holdEarlyTaps, onFirstUse, usedBeforeScript } from './wake';

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
  const win = Object.assign(new EventTarget(), { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) }, withObserver ? { IntersectionObserver: FakeObserver } : {});
  return {
    win: win as unknown as Window,
    observers,
    fire: (type: string) => win.dispatchEvent(new Event(type)),
    seen: (isIntersecting: boolean) => observers.filter((o) => !o.disconnected).forEach((o) => o.callback([{ isIntersecting }])),
  };
}

describe('onFirstUse', () => {
  const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('hydrates just after the end of the first tap, key or change, once; not at its start', async () => {
    for (const use of ['click', 'keyup', 'touchend', 'change', 'input']) {
      const { win, fire, seen, observers } = fakeWindow();
      const start = vi.fn(async () => undefined);
      const prepare = vi.fn(async () => undefined);
      onFirstUse(start, [document.createElement('form')], prepare, false, win);
      // A press and the focus it gives wait for the press's click.
      for (const begin of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll']) fire(begin);
      await wait();
      expect(start).not.toHaveBeenCalled();
      fire(use);
      // Not in the event's own task: its tick or character is in the page first.
      expect(start).not.toHaveBeenCalled();
      await wait();
      expect(start).toHaveBeenCalledTimes(1);
      expect(observers[0].disconnected).toBe(true);
      fire(use);
      seen(true);
      await wait();
      expect(start).toHaveBeenCalledTimes(1);
      expect(prepare).not.toHaveBeenCalled();
    }
  });

  it('loads React without hydrating when a form comes on screen, once', async () => {
    const forms = [document.createElement('form'), document.createElement('form')];
    const { win, seen, observers } = fakeWindow();
    const start = vi.fn(async () => undefined);
    const prepare = vi.fn(async () => undefined);
    onFirstUse(start, forms, prepare, false, win);
    expect(observers[0].observed).toEqual(forms);
    seen(false);
    expect(prepare).not.toHaveBeenCalled();
    seen(true);
    seen(true);
    await wait();
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });

  it('watches nothing on a page without a form, or where the browser cannot', async () => {
    const none = fakeWindow();
    onFirstUse(vi.fn(async () => undefined), [], vi.fn(async () => undefined), false, none.win);
    expect(none.observers).toHaveLength(0);
    const old = fakeWindow(false);
    const start = vi.fn(async () => undefined);
    onFirstUse(start, [document.createElement('form')], vi.fn(async () => undefined), false, old.win);
    old.fire('click');
    await wait();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('hydrates at a focus by keyboard, and at once when the page was used before the script ran', async () => {
    const tab = fakeWindow();
    const start = vi.fn(async () => undefined);
    onFirstUse(start, [], vi.fn(async () => undefined), false, tab.win);
    tab.fire('focusin');
    await wait();
    expect(start).toHaveBeenCalledTimes(1);
    const early = fakeWindow();
    const again = vi.fn(async () => undefined);
    onFirstUse(again, [], vi.fn(async () => undefined), true, early.win);
    await wait();
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('tells a page typed or ticked into (or focused) before its script ran', () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="name"><input type="checkbox" id="none"><textarea id="issue"></textarea>';
    document.body.append(root);
    expect(usedBeforeScript(root)).toBe(false);
    root.querySelector<HTMLInputElement>('#none')!.checked = true;
    expect(usedBeforeScript(root)).toBe(true);
    root.querySelector<HTMLInputElement>('#none')!.checked = false;
    root.querySelector<HTMLTextAreaElement>('#issue')!.value = 'pain';
    expect(usedBeforeScript(root)).toBe(true);
    root.querySelector<HTMLTextAreaElement>('#issue')!.value = '';
    root.querySelector<HTMLInputElement>('#name')!.focus();
    expect(usedBeforeScript(root)).toBe(true);
    root.remove();
  });

  it('tries again at the next use when its chunk did not arrive', async () => {
    const { win, fire } = fakeWindow();
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    onFirstUse(start, [], vi.fn(async () => undefined), false, win);
    fire('keyup');
    await wait();
    fire('keyup');
    await wait();
    fire('keyup');
    await wait();
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

describe('fetchModules', () => {
  it('fetches each module once, at low priority, without running it', async () => {
    await fetchModules(['/assets/vendor-a.js', '/assets/start-react-b.js']);
    await fetchModules(['/assets/start-react-b.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/assets/vendor-a.js', '/assets/start-react-b.js']);
    for (const link of links) {
      expect(link.getAttribute('fetchpriority')).toBe('low');
      expect(link.hasAttribute('crossorigin')).toBe(true);
      link.remove();
    }
  });
});
