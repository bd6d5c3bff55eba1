import type { MouseEvent } from 'react';
import { useSay } from '../../shared/i18n/app-i18n';
import { CONTENTS } from './messages';

/** An in-page table of contents; jumping moves focus to the heading, not just the view. */
export function Contents({ sections }: { sections: ReadonlyArray<readonly [id: string, title: string]> }) {
  const say = useSay();
  function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.setAttribute('tabindex', '-1');
    target.scrollIntoView?.();
    target.focus({ preventScroll: true });
  }
  return (
    <nav className="contents" aria-labelledby="contents-title">
      <h2 id="contents-title" className="contents__title">
        {say(CONTENTS.title)}
      </h2>
      <ol>
        {sections.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(e) => jump(e, id)}>
              {title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
