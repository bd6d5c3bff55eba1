/**
 * The page a visitor gets when the site cannot tell whether its gate is on (the settings cannot be
 * read): 503 with a plain message, never the site itself (the gate fails closed). One
 * self-contained document: no script, inline styles only (the CSP allows them), nothing from the
 * database.
 */
export const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Service unavailable - Emergency Dental</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 0; color: #0b0c0c; background: #fff">
<main style="max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem">
<h1 style="font-size: 2rem; margin: 0 0 1rem">Sorry, the service is unavailable</h1>
<p style="font-size: 1.2rem; line-height: 1.5">The service is temporarily unavailable. Please try again in a moment.</p>
</main>
</body>
</html>
`;

/** Seconds a client is told to wait before asking again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
