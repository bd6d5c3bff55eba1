import { act, StrictMode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Control({ label }: { label: string }) {
  const hydrated = useHydrated();
  return <button disabled={!hydrated}>{label}</button>;
}

/** As the portal's pages are: one control in the layout, one in a Suspense boundary hydrated after it. */
const page = (
  <StrictMode>
    <Control label="in the layout" />
    <Suspense fallback={null}>
      <main>
        <Control label="in the page" />
      </main>
    </Suspense>
  </StrictMode>
);

afterEach(() => document.body.replaceChildren());

it('says "not yet" in the prerendered HTML and enables every control once hydrated, in every boundary', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page);
  document.body.append(root);
  expect(root.querySelectorAll('button:disabled')).toHaveLength(2);
  await act(async () => {
    hydrateRoot(root, page);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(root.querySelectorAll('button:disabled')).toHaveLength(0);
});
