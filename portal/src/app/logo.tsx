import { SITE_NAME } from '../shared/portal-constants';

export function Logo() {
  return (
    <span className="logo">
      <svg aria-hidden="true" focusable="false" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M10 8c-3 0-4 3-3.5 6 .6 3.5 1.5 10 3.5 10s2-5 3-5h6c1 0 1 5 3 5s2.9-6.5 3.5-10C26 11 25 8 22 8c-2 0-3 1-6 1s-4-1-6-1z"
          fill="#fff"
        />
      </svg>
      <span className="logo__text">{SITE_NAME}</span>
    </span>
  );
}
